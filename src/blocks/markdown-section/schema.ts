import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, imageField, linkFields, markdownField, titleField } from '@/cms/fields/common'
import { iconOptions } from '@/lib/icons'
import { contentWidthOptions, defaultTextLayout, lineHeightOptions, textAlignmentOptions } from '@/lib/text-layout'

export const markdownSection: Block = {
  slug: 'markdownSection',
  interfaceName: 'MarkdownSectionBlock',
  labels: { singular: 'Markdown section', plural: 'Markdown sections' },
  admin: { group: 'Text' },
  fields: [
    titleField({ required: false, description: 'Optional heading above the text.' }),
    markdownField({ required: true }),
    {
      type: 'row',
      fields: [
        {
          name: 'alignment',
          type: 'select',
          defaultValue: defaultTextLayout.alignment,
          admin: { description: 'How the text lines up.' },
          options: [...textAlignmentOptions],
        },
        {
          name: 'width',
          type: 'select',
          defaultValue: defaultTextLayout.width,
          admin: { description: 'Narrow keeps long text easy to read.' },
          options: [...contentWidthOptions],
        },
        {
          name: 'lineHeight',
          label: 'Line spacing',
          type: 'select',
          defaultValue: defaultTextLayout.lineHeight,
          admin: { description: 'Relaxed adds space between lines.' },
          options: [...lineHeightOptions],
        },
      ],
    },
    { name: 'icon', type: 'select', options: iconOptions, admin: { description: 'Optional icon above the title.' } },
    imageField({ description: 'Optional image beside the text.' }),
    ...linkFields(),
    { name: 'divider', type: 'checkbox', admin: { description: 'Draw a line under the section.' } },
    backgroundColorField(),
    anchorLinkField(),
  ],
}
