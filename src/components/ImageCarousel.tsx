import type { ImageCarouselBlock, LoopingCarouselBlock } from '@/payload-types'
import { breakpoints, imageSizes } from '@/lib/breakpoints'
import { THUMB_WIDTH_PX } from '@/lib/carousel'
import type { BlockContext } from '@/lib/sections'
import { Carousel } from './islands.client'
import { MediaImage } from './MediaImage'
import { TitledSection } from './TitledSection'

type Props = {
  block: ImageCarouselBlock | LoopingCarouselBlock
  context: BlockContext
  variant: 'image' | 'looping'
}

/** A titled section with a carousel of pictures (each with its caption), rendered here and moved by the island. */
export function ImageCarousel({ block, context, variant }: Props) {
  const slides = block.slides.map((slide, index) => ({
    key: slide.id ?? String(index),
    content: (
      <figure>
        <MediaImage
          media={slide.image}
          sizes={imageSizes({ content: `${breakpoints.content}px` })}
          loading={index === 0 ? context.imageLoading : 'lazy'}
        />
        {slide.caption ? <figcaption>{slide.caption}</figcaption> : null}
      </figure>
    ),
    thumbnail: <MediaImage media={slide.image} sizes={`${THUMB_WIDTH_PX}px`} />,
  }))
  return (
    <TitledSection title={block.title} headingLevel={context.headingLevel} text={block.text} background={block.backgroundColor} anchorLink={block.anchorLink}>
      <Carousel label={block.title} variant={variant} slides={slides} />
    </TitledSection>
  )
}
