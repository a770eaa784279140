import { ImageCarousel } from '@/components/ImageCarousel'
import type { LoopingCarouselBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'

/** Pictures one at a time, round and round: after the last comes the first again. */
export default function LoopingCarouselSection({ block, context }: BlockProps<LoopingCarouselBlock>) {
  return <ImageCarousel block={block} context={context} variant="looping" />
}
