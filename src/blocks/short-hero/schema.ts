import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, HERO_TITLE_DESCRIPTION, subtitleField, titleField } from '@/cms/fields/common'

export const shortHero: Block = {
  slug: 'shortHero',
  interfaceName: 'ShortHeroBlock',
  labels: { singular: 'Short hero', plural: 'Short heroes' },
  admin: { group: 'Heroes' },
  fields: [
    titleField({ description: HERO_TITLE_DESCRIPTION }),
    subtitleField(),
    backgroundColorField({ defaultValue: 'secondary' }),
    anchorLinkField(),
  ],
}
