import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, imageField, markdownField, titleField } from '@/cms/fields/common'
import { marketingFormField } from '@/features/marketing-forms/fields'
import { FEEDBACK_FORM_ID } from '@/features/marketing-forms/forms'

export const feedbackFormSection: Block = {
  slug: 'feedbackFormSection',
  interfaceName: 'FeedbackFormSectionBlock',
  labels: { singular: 'Feedback form section', plural: 'Feedback form sections' },
  admin: { group: 'Forms' },
  fields: [
    titleField({ description: 'The heading above the form (the modal title when shown in a modal).' }),
    markdownField({ description: 'Optional text above the form. Markdown.' }),
    imageField({ description: 'Optional picture beside the form.' }),
    marketingFormField({
      defaultValue: FEEDBACK_FORM_ID,
      description: 'The form. The Feedback form (1691) also remembers that the visitor answered (a cookie). Each form can appear only once on a page.',
    }),
    {
      name: 'feedbackMessageTitle',
      label: 'Feedback message title',
      type: 'text',
      required: true,
      defaultValue: 'Thank you for your feedback!',
      admin: { description: 'Replaces the title, text, picture and form once the form is sent.' },
    },
    {
      ...markdownField({ name: 'feedbackMessage', label: 'Feedback message', description: 'Shown under the feedback message title once the form is sent. Markdown.' }),
      defaultValue: 'Your answers help us make our lessons and resources better for every classroom.',
    },
    {
      type: 'row',
      fields: [
        { name: 'blogTemplate', label: 'Blog layout', type: 'checkbox', admin: { description: 'A narrower section, as on blog articles.' } },
        { name: 'fullWidth', label: 'Full width', type: 'checkbox', admin: { description: 'Let the section use the whole window width.' } },
        {
          name: 'showModal',
          label: 'Show in a modal',
          type: 'checkbox',
          admin: { description: 'Show everything in a modal opened by a button; it opens by itself when the page address contains "aliid" (links in feedback emails).' },
        },
      ],
    },
    {
      name: 'modalButtonLabel',
      label: 'Modal button label',
      type: 'text',
      defaultValue: 'Share your feedback',
      admin: { description: 'The words on the button that opens the modal.', condition: (_, siblings) => Boolean(siblings?.showModal) },
    },
    backgroundColorField({ defaultValue: 'gray' }),
    anchorLinkField(),
  ],
}
