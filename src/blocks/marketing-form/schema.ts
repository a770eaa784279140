import type { Block } from 'payload'

import { anchorLinkField, markdownField, titleField } from '@/cms/fields/common'
import { formSuccessFields, marketingFormField } from '@/features/marketing-forms/fields'

export const marketingForm: Block = {
  slug: 'marketingForm',
  interfaceName: 'MarketingFormBlock',
  labels: { singular: 'Marketing form', plural: 'Marketing forms' },
  admin: { group: 'Forms' },
  fields: [
    titleField({ required: false, description: 'Optional heading above the form; it also names the form for screen readers.' }),
    markdownField({ description: 'Optional text between the heading and the form. Markdown.' }),
    marketingFormField(),
    ...formSuccessFields(),
    anchorLinkField(),
  ],
}
