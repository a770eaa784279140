import { ImageCarousel } from '@/components/ImageCarousel'
import type { ImageCarouselBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'

/** Pictures one at a time, from first to last, with thumbnails underneath. */
export default function ImageCarouselSection({ block, context }: BlockProps<ImageCarouselBlock>) {
  return <ImageCarousel block={block} context={context} variant="image" />
}
