import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, markdownField, titleField } from '@/cms/fields/common'

export const twoColumnText: Block = {
  slug: 'twoColumnText',
  interfaceName: 'TwoColumnTextBlock',
  labels: { singular: 'Two-column text', plural: 'Two-column texts' },
  admin: { group: 'Text' },
  fields: [
    titleField({ required: false, description: 'Optional heading above both columns.' }),
    {
      type: 'row',
      fields: [
        markdownField({ name: 'leftText', label: 'Left column', required: true, description: 'Markdown for the first column (on phones it comes first).' }),
        markdownField({ name: 'rightText', label: 'Right column', required: true, description: 'Markdown for the second column (on phones it follows the first).' }),
      ],
    },
    backgroundColorField(),
    anchorLinkField(),
  ],
}
