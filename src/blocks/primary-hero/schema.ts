import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, buttonColorField, imageField, linkFields, markdownField, subtitleField, titleField } from '../../cms/fields/common'

export const primaryHero: Block = {
  slug: 'primaryHero',
  interfaceName: 'PrimaryHeroBlock',
  labels: { singular: 'Primary hero', plural: 'Primary heroes' },
  admin: { group: 'Heroes' },
  fields: [
    titleField(true, 'The main heading. On the first section of a page it is the page heading (h1).'),
    subtitleField,
    markdownField('text', 'Text'),
    imageField('image', 'Image', true, 'Shown beside the text.'),
    ...linkFields('', 'First button'),
    buttonColorField('buttonColor1', 'First button colour'),
    ...linkFields('2', 'Second button'),
    buttonColorField('buttonColor2', 'Second button colour'),
    { ...backgroundColorField, defaultValue: 'gray' } as typeof backgroundColorField,
    anchorLinkField,
  ],
}
