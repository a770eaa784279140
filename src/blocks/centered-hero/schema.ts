import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, HERO_TITLE_DESCRIPTION, linkFields, markdownField, subtitleField, titleField } from '@/cms/fields/common'

export const centeredHero: Block = {
  slug: 'centeredHero',
  interfaceName: 'CenteredHeroBlock',
  labels: { singular: 'Centered hero', plural: 'Centered heroes' },
  admin: { group: 'Heroes' },
  fields: [
    titleField({ description: HERO_TITLE_DESCRIPTION }),
    subtitleField(),
    markdownField({ label: 'Intro text' }),
    ...linkFields({ label: 'Button' }),
    backgroundColorField({ defaultValue: 'primary' }),
    anchorLinkField(),
  ],
}
