import type { Block } from 'payload'

import { anchorLinkField, markdownField } from '@/cms/fields/common'
import { formSuccessFields, marketingFormField } from '@/features/marketing-forms/fields'
import { SIGN_UP_FORM_IDS } from '@/features/marketing-forms/forms'

export const signUpModal: Block = {
  slug: 'signUpModal',
  interfaceName: 'SignUpModalBlock',
  labels: { singular: 'Sign-up modal', plural: 'Sign-up modals' },
  admin: { group: 'Forms' },
  fields: [
    {
      name: 'sectionTitle',
      label: 'Section title',
      type: 'text',
      admin: { description: 'Optional heading on the page above the button.' },
    },
    markdownField({ name: 'sectionText', label: 'Section text', description: 'Optional text on the page above the button. Markdown.' }),
    {
      name: 'label',
      label: 'Button label',
      type: 'text',
      required: true,
      defaultValue: 'Sign up for updates',
      admin: { description: 'The words on the button that opens the modal.' },
    },
    {
      name: 'title',
      label: 'Modal title',
      type: 'text',
      required: true,
      admin: { description: 'The heading of the modal; it also names the form for screen readers.' },
    },
    markdownField({ description: 'Optional text in the modal above the form. Markdown.' }),
    marketingFormField({
      ids: SIGN_UP_FORM_IDS,
      defaultValue: 1846,
      description: 'The sign-up form in the modal. Once it is sent, the modal offers a Close link instead of its (+) button.',
    }),
    ...formSuccessFields(),
    anchorLinkField(),
  ],
}
