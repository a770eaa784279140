import type { Block } from 'payload'

import { anchorLinkField, buttonColorField, imageField, linkFields, markdownField, titleField } from '../../cms/fields/common'

export const heroImage: Block = {
  slug: 'heroImage',
  interfaceName: 'HeroImageBlock',
  labels: { singular: 'Hero with background image', plural: 'Heroes with background image' },
  admin: { group: 'Heroes' },
  fields: [
    titleField(true, 'The main heading. On the first section of a page it is the page heading (h1).'),
    markdownField('text', 'Intro text'),
    imageField('image', 'Background image', true, 'Fills the hero behind the text; it is darkened so the text stays readable.'),
    ...linkFields('', 'Button'),
    buttonColorField(),
    anchorLinkField,
  ],
}
