import type { Block } from 'payload'

import { anchorLinkField, buttonColorField, HERO_TITLE_DESCRIPTION, imageField, linkFields, markdownField, titleField } from '@/cms/fields/common'

export const heroImage: Block = {
  slug: 'heroImage',
  interfaceName: 'HeroImageBlock',
  labels: { singular: 'Hero with background image', plural: 'Heroes with background image' },
  admin: { group: 'Heroes' },
  fields: [
    titleField({ description: HERO_TITLE_DESCRIPTION }),
    markdownField({ label: 'Intro text' }),
    imageField({ label: 'Background image', required: true, description: 'Fills the hero behind the text; it is darkened so the text stays readable.' }),
    ...linkFields({ label: 'Button' }),
    buttonColorField(),
    anchorLinkField(),
  ],
}
