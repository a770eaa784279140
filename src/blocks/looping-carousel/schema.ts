import type { Block } from 'payload'

import { carouselFields, imageSlidesField } from '@/cms/fields/carousel'

export const loopingCarousel: Block = {
  slug: 'loopingCarousel',
  interfaceName: 'LoopingCarouselBlock',
  labels: { singular: 'Looping image carousel', plural: 'Looping image carousels' },
  admin: { group: 'Media' },
  fields: carouselFields(imageSlidesField()),
}
