import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, imageField, markdownField, titleField } from '@/cms/fields/common'
import { linkAddressFields } from '@/cms/fields/link-address'

export const weeklyThemes: Block = {
  slug: 'weeklyThemes',
  interfaceName: 'WeeklyThemesBlock',
  labels: { singular: 'Weekly themes', plural: 'Weekly themes sections' },
  admin: { group: 'Program content' },
  fields: [
    titleField({ description: 'For example "A theme for every week".' }),
    markdownField({ description: 'Optional introduction. Markdown.' }),
    {
      name: 'cards',
      label: 'Weeks',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Week', plural: 'Weeks' },
      admin: { description: 'One card per week or theme.' },
      fields: [
        { name: 'title', type: 'text', required: true, admin: { description: 'For example "Weeks 1–4".' } },
        { name: 'subtitle', type: 'text', admin: { description: 'The theme, for example "Welcoming Community".' } },
        { name: 'title2', label: 'Second title', type: 'text', admin: { description: 'Optional heading above the text, for example "Skills practised".' } },
        markdownField({ description: 'What children do that week. Markdown.' }),
      ],
    },
    {
      name: 'scopeAndSequence',
      label: 'Scope and sequence',
      type: 'group',
      admin: { description: 'Optional: shown after the weeks when the text or the address is filled.' },
      fields: [
        markdownField({ description: 'For example "See every theme and skill for the year in one chart."' }),
        imageField({ description: 'A preview of the chart.' }),
        {
          type: 'row',
          fields: [
            ...linkAddressFields({
              name: 'linkUrl',
              label: 'Scope and sequence',
              description: 'A page with the scope and sequence; for the usual PDF, enter its address instead (PDFs open in a new tab).',
            }),
            { name: 'linkText', label: 'Button text', type: 'text', defaultValue: 'View the Scope and Sequence', admin: { description: 'The words on the button.' } },
          ],
        },
      ],
    },
    backgroundColorField(),
    anchorLinkField(),
  ],
}
