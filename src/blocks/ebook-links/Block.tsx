import { Icon } from '@/components/Icon'
import { Link } from '@/components/Link'
import { MediaBanner } from '@/components/MediaBanner'
import { MediaImage } from '@/components/MediaImage'
import { asMedia } from '@/components/responsive-image'
import { imageSizes } from '@/lib/breakpoints'
import { mediaSideOf } from '@/lib/image-side'
import type { BlockProps } from '@/lib/sections'
import type { EbookLinksBlock } from '@/payload-types'
import styles from './Block.module.css'

/** A group of e-book links beside a cover picture; PDFs open in a new tab (Link announces it). A book whose chosen page is gone shows its title without a link. */
export default function EbookLinks({ block, context }: BlockProps<EbookLinksBlock>) {
  return (
    <MediaBanner
      anchorLink={block.anchorLink}
      background={block.backgroundColor}
      mediaSide={mediaSideOf(block.alignment)}
      media={
        asMedia(block.coverImage) ? (
          <MediaImage media={block.coverImage} sizes={imageSizes({ tablet: '30vw' })} className={styles.cover} loading={context.imageLoading} />
        ) : null
      }
      title={block.title}
      text={block.text}
      headingLevel={context.headingLevel}
    >
      <ul className={styles.list} aria-label={`${block.title}: e-books`}>
        {(block.ebooks ?? []).map((book, index) => (
          <li key={book.id ?? index}>
            <Icon name="file-text" size={22} className={styles.icon} />
            {book.url ? <Link href={book.url}>{book.title}</Link> : book.title}
          </li>
        ))}
      </ul>
    </MediaBanner>
  )
}
