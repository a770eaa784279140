import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, linkFields, markdownField } from '../../cms/fields/common'

export const centeredHero: Block = {
  slug: 'centeredHero',
  interfaceName: 'CenteredHeroBlock',
  labels: { singular: 'Centered hero', plural: 'Centered heroes' },
  admin: { group: 'Heroes' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'The main heading. On the first section of a page it is the page heading (h1).' },
    },
    { name: 'subtitle', type: 'text', admin: { description: 'A short line under the title.' } },
    markdownField('text', 'Intro text'),
    ...linkFields('', 'Button'),
    { ...backgroundColorField, defaultValue: 'primary' } as typeof backgroundColorField,
    anchorLinkField,
  ],
}
