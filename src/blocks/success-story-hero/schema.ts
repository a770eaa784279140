import type { Block } from 'payload'

import { anchorLinkField, imageField, markdownField, titleField } from '@/cms/fields/common'
import { quoteFields } from '@/cms/fields/quote'

export const successStoryHero: Block = {
  slug: 'successStoryHero',
  interfaceName: 'SuccessStoryHeroBlock',
  labels: { singular: 'Success story hero', plural: 'Success story heroes' },
  admin: { group: 'Heroes' },
  fields: [
    titleField({ description: 'Name of the school or district whose story this is.' }),
    markdownField({ label: 'Summary' }),
    imageField({ label: 'Background image', required: true }),
    ...quoteFields(),
    anchorLinkField(),
  ],
}
