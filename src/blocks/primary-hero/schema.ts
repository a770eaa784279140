import type { Block } from 'payload'

import {
  anchorLinkField,
  backgroundColorField,
  buttonColorField,
  HERO_TITLE_DESCRIPTION,
  imageField,
  linkFields,
  markdownField,
  subtitleField,
  titleField,
} from '@/cms/fields/common'

export const primaryHero: Block = {
  slug: 'primaryHero',
  interfaceName: 'PrimaryHeroBlock',
  labels: { singular: 'Primary hero', plural: 'Primary heroes' },
  admin: { group: 'Heroes' },
  fields: [
    titleField({ description: HERO_TITLE_DESCRIPTION }),
    subtitleField(),
    markdownField(),
    imageField({ required: true, description: 'Shown beside the text.' }),
    ...linkFields({ label: 'First button' }),
    buttonColorField({ name: 'buttonColor1', label: 'First button colour' }),
    ...linkFields({ label: 'Second button', nameSuffix: '2' }),
    buttonColorField({ name: 'buttonColor2', label: 'Second button colour' }),
    backgroundColorField({ defaultValue: 'gray' }),
    anchorLinkField(),
  ],
}
