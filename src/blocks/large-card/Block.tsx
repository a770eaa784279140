import { ArtDirectedImage } from '@/components/ArtDirectedImage'
import { Card } from '@/components/Card'
import { Markdown } from '@/components/Markdown'
import { MediaImage } from '@/components/MediaImage'
import { Section } from '@/components/Section'
import { Video } from '@/components/Video'
import { imageSizes } from '@/lib/breakpoints'
import type { LargeCardBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'
import styles from './Block.module.css'
import { largeCardMedia } from './media'

/** One wide card: its picture (or its video, when a video id is set) beside the title, text and button. */
export default function LargeCard({ block, context }: BlockProps<LargeCardBlock>) {
  const video = largeCardMedia(block) === 'video' && block.videoId ? block.videoId : null
  return (
    <Section anchorLink={block.anchorLink}>
      <Card
        title={block.title}
        headingLevel={context.headingLevel}
        headingClassName="heading-2"
        media={
          video ? (
            <Video videoId={video} title={block.title} />
          ) : (
            <ArtDirectedImage desktop={block.image} mobile={block.mobileImage} sizes={imageSizes({ content: '470px', tablet: '40vw' })} loading={context.imageLoading} />
          )
        }
        mediaLayout="beside"
        mediaHref={video ? null : block.imageLinkUrl}
        links={[{ text: block.linkText, url: block.linkUrl }]}
        background={block.color}
      >
        {block.secondaryImage ? <MediaImage media={block.secondaryImage} sizes="160px" className={styles.secondary} /> : null}
        <Markdown text={block.text} />
      </Card>
    </Section>
  )
}
