import type { MarketingFormBlock } from '@/payload-types'

export const samples = {
  contact: {
    blockType: 'marketingForm',
    title: 'Send us a message',
    text: 'Questions about a program, a training or an order? Leave your email address and our team will reply within one business day.',
    formId: '1417',
    successTitle: 'Thank you!',
    successMessage: 'We have received your message. Someone from our team will reply within one business day.',
    anchorLink: 'message',
  },
  untitled: {
    blockType: 'marketingForm',
    formId: '1639',
    successTitle: 'Your quote is on its way',
    successMessage: 'We will email a classroom kits quote for your school within two business days.',
  },
} satisfies Record<string, Omit<MarketingFormBlock, 'id'>>
