import type { ArrayField, Field } from 'payload'

import { anchorLinkField, backgroundColorField, imageField, markdownField, titleField } from './common'
import { listField } from './lists'

/** The fields every carousel block has around its slides: title, introduction, background, anchor. */
export const carouselFields = (slides: ArrayField): Field[] => [
  titleField({ description: 'The heading above the carousel; screen readers also use it to name the carousel.' }),
  markdownField({ description: 'An optional introduction under the heading (Markdown).' }),
  slides,
  backgroundColorField({ defaultValue: 'none' }),
  anchorLinkField(),
]

/** The slides of a picture carousel: an image each, with an optional caption. */
export const imageSlidesField = (): ArrayField => ({
  ...listField({
    name: 'slides',
    label: 'Slides',
    singular: 'Slide',
    plural: 'Slides',
    description: 'The pictures, in order. Add at least two.',
    fields: [
      imageField({ required: true, description: 'The picture; its alternative text comes from the image record.' }),
      { name: 'caption', label: 'Caption', type: 'text', admin: { description: 'A short line shown under the picture.' } },
    ],
  }),
  minRows: 2,
})
