import type { Block } from 'payload'

import { anchorLinkField, markdownField, titleField } from '@/cms/fields/common'
import { calloutKindOptions, defaultCalloutKind } from '@/blocks/info-callout/callouts'

export const infoCallout: Block = {
  slug: 'infoCallout',
  interfaceName: 'InfoCalloutBlock',
  labels: { singular: 'Info or notice callout', plural: 'Info or notice callouts' },
  admin: { group: 'Text' },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: defaultCalloutKind,
      options: calloutKindOptions,
      admin: { description: 'Info: helpful background (blue-green, "i" icon). Notice: something readers must not miss (amber, warning icon).' },
    },
    titleField({ description: 'Short heading of the callout.' }),
    markdownField({ required: true }),
    anchorLinkField(),
  ],
}
