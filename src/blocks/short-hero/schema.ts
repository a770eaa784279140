import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, subtitleField, titleField } from '../../cms/fields/common'

export const shortHero: Block = {
  slug: 'shortHero',
  interfaceName: 'ShortHeroBlock',
  labels: { singular: 'Short hero', plural: 'Short heroes' },
  admin: { group: 'Heroes' },
  fields: [
    titleField(true, 'The main heading. On the first section of a page it is the page heading (h1).'),
    subtitleField,
    { ...backgroundColorField, defaultValue: 'secondary' } as typeof backgroundColorField,
    anchorLinkField,
  ],
}
