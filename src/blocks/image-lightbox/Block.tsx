import { useId } from 'react'

import { Heading } from '@/components/Heading'
import { Markdown } from '@/components/Markdown'
import { MediaImage } from '@/components/MediaImage'
import { Modal, PopupLink } from '@/components/islands.client'
import { Section } from '@/components/Section'
import { Split } from '@/components/Split'
import { imageSizes } from '@/lib/breakpoints'
import { asMedia, mediaSrc } from '@/components/responsive-image'
import { NEW_TAB_NOTICE } from '@/lib/links'
import type { BlockProps } from '@/lib/sections'
import type { ImageLightboxBlock } from '@/payload-types'
import styles from './Block.module.css'

/** The link under each enlarged picture to its file, where a phone can zoom further. */
export const FULL_SIZE = 'Open the full-size picture'

export default function ImageLightbox({ block, context }: BlockProps<ImageLightboxBlock>) {
  const titleId = useId()
  const { title, text, image, popupUrl, lightbox } = block
  const picture = <MediaImage media={image} sizes={imageSizes({ tablet: '50vw' })} loading={context.imageLoading} />
  const images = (lightbox?.images ?? []).map(asMedia).filter((media) => media !== null)
  const showLightbox = images.length > 0 && Boolean(lightbox?.linkText)
  const media = (
    <figure className={styles.figure}>
      {popupUrl ? (
        <PopupLink href={popupUrl} name="image-popup" label={`${asMedia(image)?.alt ?? title ?? 'Image'} (opens in a pop-up window)`}>
          {picture}
        </PopupLink>
      ) : (
        picture
      )}
      {showLightbox ? (
        <figcaption>
          <Modal title={title || lightbox!.linkText!} triggerLabel={lightbox!.linkText} triggerClassName={styles.trigger}>
            <ul className={styles.images}>
              {images.map((media) => (
                <li key={media.id}>
                  {/* On a phone the picture is shown twice as wide as the window, moved around in its own box. */}
                  <div className={styles.zoom} role="region" aria-label={`${media.alt ?? title ?? 'Picture'}, enlarged`} tabIndex={0}>
                    <MediaImage media={media} sizes={imageSizes({ tablet: '37.5rem' }, '200vw')} className={styles.zoomImage} />
                  </div>
                  <a className={styles.fullSize} href={mediaSrc(media)} target="_blank" rel="noopener noreferrer">
                    {FULL_SIZE}
                    <span className="visually-hidden">{NEW_TAB_NOTICE}</span>
                  </a>
                </li>
              ))}
            </ul>
          </Modal>
        </figcaption>
      ) : null}
    </figure>
  )
  return (
    <Section anchorLink={block.anchorLink} background={block.backgroundColor} labelledBy={title ? titleId : undefined}>
      <Split media={title || text ? media : null} wideMedia>
        {title ? (
          <Heading level={context.headingLevel} id={titleId} className="heading-2">
            {title}
          </Heading>
        ) : null}
        {text ? <Markdown text={text} /> : null}
      </Split>
      {title || text ? null : media}
    </Section>
  )
}
