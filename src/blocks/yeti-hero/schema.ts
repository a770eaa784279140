import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, imageField, linkFields, subtitleField, titleField } from '../../cms/fields/common'

export const yetiHero: Block = {
  slug: 'yetiHero',
  interfaceName: 'YetiHeroBlock',
  labels: { singular: 'Yeti hero', plural: 'Yeti heroes' },
  admin: { group: 'Heroes' },
  fields: [
    imageField('image', 'Illustration', true, 'The mascot illustration shown beside the title.'),
    titleField(true, 'The main heading. On the first section of a page it is the page heading (h1).'),
    subtitleField,
    ...linkFields('', 'Button'),
    { ...backgroundColorField, defaultValue: 'none' } as typeof backgroundColorField,
    anchorLinkField,
  ],
}
