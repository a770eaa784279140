import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, HERO_TITLE_DESCRIPTION, imageField, linkFields, subtitleField, titleField } from '@/cms/fields/common'

export const yetiHero: Block = {
  slug: 'yetiHero',
  interfaceName: 'YetiHeroBlock',
  labels: { singular: 'Yeti hero', plural: 'Yeti heroes' },
  admin: { group: 'Heroes' },
  fields: [
    imageField({ label: 'Illustration', required: true, description: 'The mascot illustration shown beside the title.' }),
    titleField({ description: HERO_TITLE_DESCRIPTION }),
    subtitleField(),
    ...linkFields({ label: 'Button' }),
    backgroundColorField({ defaultValue: 'none' }),
    anchorLinkField(),
  ],
}
