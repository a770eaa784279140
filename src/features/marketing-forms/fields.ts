import type { Field, SelectField } from 'payload'

import { markdownField } from '@/cms/fields/common'
import { marketingFormOptions, type MarketingFormId } from './forms'

/** Which of the provider's forms a block shows (features/marketing-forms/forms.ts); required. */
export const marketingFormField = ({
  ids,
  defaultValue,
  description = 'The form from the marketing-automation provider. Each form can appear only once on a page.',
}: {
  /** Narrows the choice to these forms. */
  ids?: readonly MarketingFormId[]
  defaultValue?: MarketingFormId
  description?: string
} = {}): SelectField => ({
  name: 'formId',
  label: 'Form',
  type: 'select',
  required: true,
  ...(defaultValue ? { defaultValue: String(defaultValue) } : {}),
  options: marketingFormOptions(ids),
  admin: { description },
})

export const DEFAULT_SUCCESS_MESSAGE = 'We have received your message and will be in touch soon.'

/** What replaces a form once a visitor has sent it: a title and a markdown message. */
export const formSuccessFields = (): Field[] => [
  {
    name: 'successTitle',
    label: 'Success title',
    type: 'text',
    defaultValue: 'Thank you!',
    admin: { description: 'Shown in place of the form once it is sent.' },
  },
  {
    ...markdownField({
      name: 'successMessage',
      label: 'Success message',
      description: 'Shown under the success title once the form is sent. Markdown.',
    }),
    defaultValue: DEFAULT_SUCCESS_MESSAGE,
  },
]
