import { demoImage } from '@/blocks/demo-media'
import type { FeedbackFormSectionBlock } from '@/payload-types'

export const samples = {
  webinar: {
    blockType: 'feedbackFormSection',
    title: 'How was this webinar?',
    text: 'Tell us what helped and what you would like to learn next. It takes less than a minute.',
    image: demoImage('webinar'),
    formId: '1691',
    feedbackMessageTitle: 'Thank you for your feedback!',
    feedbackMessage: 'We read every answer and use it to plan the next webinars. [See upcoming webinars](/webinars).',
    blogTemplate: false,
    fullWidth: false,
    showModal: false,
    backgroundColor: 'gray',
  },
  modal: {
    blockType: 'feedbackFormSection',
    title: 'How are the family resources working for you?',
    text: 'Your answers help us write take-home activities that fit real family routines.',
    formId: '1138',
    feedbackMessageTitle: 'Thank you!',
    feedbackMessage: 'Your feedback is on its way to our family resources team.',
    blogTemplate: true,
    fullWidth: false,
    showModal: true,
    modalButtonLabel: 'Share your feedback',
    backgroundColor: 'none',
  },
} satisfies Record<string, Omit<FeedbackFormSectionBlock, 'id'>>
