import type { Block } from 'payload'

import { carouselFields, imageSlidesField } from '@/cms/fields/carousel'

export const imageCarousel: Block = {
  slug: 'imageCarousel',
  interfaceName: 'ImageCarouselBlock',
  labels: { singular: 'Image carousel with thumbnails', plural: 'Image carousels with thumbnails' },
  admin: { group: 'Media' },
  fields: carouselFields(imageSlidesField()),
}
