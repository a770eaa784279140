import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, linkFields, markdownField } from '../../cms/fields/common'
import { iconOptions } from '../../lib/icons'

export const markdownSection: Block = {
  slug: 'markdownSection',
  interfaceName: 'MarkdownSectionBlock',
  labels: { singular: 'Markdown section', plural: 'Markdown sections' },
  admin: { group: 'Text' },
  fields: [
    { name: 'title', type: 'text', admin: { description: 'Optional heading above the text.' } },
    markdownField('text', 'Text', true),
    {
      type: 'row',
      fields: [
        {
          name: 'alignment',
          type: 'select',
          defaultValue: 'left',
          admin: { description: 'How the text lines up.' },
          options: [
            { label: 'Left', value: 'left' },
            { label: 'Centre', value: 'center' },
            { label: 'Right', value: 'right' },
          ],
        },
        {
          name: 'width',
          type: 'select',
          defaultValue: 'full',
          admin: { description: 'Narrow keeps long text easy to read.' },
          options: [
            { label: 'Full content width', value: 'full' },
            { label: 'Narrow (reading width)', value: 'narrow' },
          ],
        },
        {
          name: 'lineHeight',
          label: 'Line spacing',
          type: 'select',
          defaultValue: 'normal',
          admin: { description: 'Relaxed adds space between lines.' },
          options: [
            { label: 'Normal', value: 'normal' },
            { label: 'Relaxed', value: 'relaxed' },
          ],
        },
      ],
    },
    { name: 'icon', type: 'select', options: iconOptions, admin: { description: 'Optional icon above the title.' } },
    { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'Optional image beside the text.' } },
    ...linkFields(),
    { name: 'divider', type: 'checkbox', admin: { description: 'Draw a line under the section.' } },
    backgroundColorField,
    anchorLinkField,
  ],
}
