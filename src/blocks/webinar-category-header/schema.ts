import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, markdownField, titleField } from '../../cms/fields/common'
import { iconOptions } from '../../lib/icons'

export const webinarCategoryHeader: Block = {
  slug: 'webinarCategoryHeader',
  interfaceName: 'WebinarCategoryHeaderBlock',
  labels: { singular: 'Webinar category header', plural: 'Webinar category headers' },
  admin: { group: 'Banners' },
  fields: [
    titleField(true, 'Name of the webinar category, for example "Getting started".'),
    markdownField('text', 'Description'),
    { name: 'icon', type: 'select', options: iconOptions, defaultValue: 'calendar', admin: { description: 'Shown before the title.' } },
    { ...backgroundColorField, defaultValue: 'none' } as typeof backgroundColorField,
    anchorLinkField,
  ],
}
