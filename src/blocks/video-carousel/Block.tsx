import { Carousel } from '@/components/islands.client'
import { TitledSection } from '@/components/TitledSection'
import { Video } from '@/components/Video'
import videoStyles from '@/components/Video.module.css'
import { VideoPoster } from '@/components/VideoPoster'
import type { VideoCarouselBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'
import { videoThumbnailPath } from '@/lib/video'
import type { ReactNode } from 'react'

/** A video (or its poster) with its title under it. */
const withTitle = (video: ReactNode, title: string) => (
  <figure>
    {video}
    <figcaption>{title}</figcaption>
  </figure>
)

/**
 * Videos one at a time. Only the active slide holds a player (loaded once a visitor presses play); the others show
 * their poster. After a visitor has started a video, moving to another slide plays that one at once.
 */
export default function VideoCarouselSection({ block, context }: BlockProps<VideoCarouselBlock>) {
  const slides = block.slides.map((slide, index) => ({
    key: slide.id ?? String(index),
    content: withTitle(<Video videoId={slide.videoId} title={slide.title} />, slide.title),
    autoplay: withTitle(<Video videoId={slide.videoId} title={slide.title} autoLoad />, slide.title),
    inactive: withTitle(
      <div className={videoStyles.frame}>
        <div className={videoStyles.poster}>
          <VideoPoster thumbnailSrc={videoThumbnailPath(slide.videoId)} label={slide.title} />
        </div>
      </div>,
      slide.title,
    ),
  }))
  return (
    <TitledSection title={block.title} headingLevel={context.headingLevel} text={block.text} background={block.backgroundColor} anchorLink={block.anchorLink}>
      <Carousel label={block.title} variant="video" slides={slides} />
    </TitledSection>
  )
}
