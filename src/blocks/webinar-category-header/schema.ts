import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, markdownField, titleField } from '@/cms/fields/common'
import { iconOptions } from '@/lib/icons'

export const webinarCategoryHeader: Block = {
  slug: 'webinarCategoryHeader',
  interfaceName: 'WebinarCategoryHeaderBlock',
  labels: { singular: 'Webinar category header', plural: 'Webinar category headers' },
  admin: { group: 'Banners' },
  fields: [
    titleField({ description: 'Name of the webinar category, for example "Getting started".' }),
    markdownField({ label: 'Description' }),
    { name: 'icon', type: 'select', options: iconOptions, defaultValue: 'calendar', admin: { description: 'Shown before the title.' } },
    backgroundColorField({ defaultValue: 'none' }),
    anchorLinkField(),
  ],
}
