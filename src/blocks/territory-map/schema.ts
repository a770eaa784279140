import type { Block } from 'payload'

import { anchorLinkField, imageField, linkFields, markdownField, titleField } from '@/cms/fields/common'

/** The sales territory map: each state opens the representatives of its territory (Sales → Territories). */
export const territoryMap: Block = {
  slug: 'territoryMap',
  interfaceName: 'TerritoryMapBlock',
  labels: { singular: 'Territory map', plural: 'Territory maps' },
  admin: { group: 'Interactive' },
  fields: [
    titleField({ required: false, description: 'Optional heading above the map.' }),
    markdownField({
      name: 'description',
      label: 'Side description',
      description: 'Optional Markdown text in a box beside the map (under it on small screens), such as how to reach a representative.',
    }),
    ...linkFields({ label: 'Button' }),
    imageField({
      name: 'mobileImage',
      label: 'Mobile image',
      required: true,
      description: 'Shown instead of the map on screens narrower than 768 px, above a list of the territories. Its alternative text comes from the image record.',
    }),
    anchorLinkField(),
  ],
}
