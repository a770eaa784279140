import type { Block, Field } from 'payload'

import {
  anchorLinkField,
  backgroundColorField,
  cardColorField,
  imageField,
  linkFields,
  markdownField,
  titleField,
} from '@/cms/fields/common'
import { timelineFields } from '@/cms/fields/timeline'
import { LOGIN_REQUIRED } from '@/lib/login-required'

const markdownSections = (name: string, label: string, description: string): Field => ({
  name,
  label,
  type: 'array',
  labels: { singular: 'Markdown section', plural: 'Markdown sections' },
  admin: { description },
  fields: [
    titleField({ required: false, description: 'Optional heading of this part.' }),
    markdownField({ required: true }),
  ],
})

export const dashboardSection: Block = {
  slug: 'dashboardSection',
  interfaceName: 'DashboardSectionBlock',
  labels: { singular: 'Dashboard section', plural: 'Dashboard sections' },
  admin: { group: 'Cards' },
  fields: [
    titleField(),
    markdownField({ description: 'Optional text under the title. Markdown.' }),
    {
      name: 'icon',
      label: `"${LOGIN_REQUIRED}" badge`,
      type: 'checkbox',
      admin: { description: `Flags the section with a key icon and the label "${LOGIN_REQUIRED}", for resources that need an account.` },
    },
    imageField({ description: 'Optional picture beside the title and text.' }),
    ...linkFields({ label: 'Button' }),
    markdownSections('markdownSections', 'Markdown sections (first column)', 'Text parts under the introduction; on wide screens they form the first column.'),
    markdownSections('markdownSections2', 'Markdown sections (second column)', 'Text parts shown beside the first column on wide screens, under it on phones.'),
    {
      name: 'timelines',
      type: 'array',
      labels: { singular: 'Timeline', plural: 'Timelines' },
      admin: { description: 'Optional timelines, such as the weeks of a rollout.' },
      fields: timelineFields({ titleRequired: false }),
    },
    {
      name: 'cards',
      type: 'array',
      labels: { singular: 'Card', plural: 'Cards' },
      admin: { description: 'Optional cards at the bottom of the section.' },
      fields: [
        titleField({ description: 'The card title.' }),
        markdownField({ description: 'Optional card text. Markdown.' }),
        imageField({ description: 'Optional picture at the top of the card.' }),
        ...linkFields({ label: 'Card button' }),
        cardColorField(),
      ],
    },
    backgroundColorField({ defaultValue: 'none' }),
    anchorLinkField(),
  ],
}
