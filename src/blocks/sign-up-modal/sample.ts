import type { SignUpModalBlock } from '@/payload-types'

export const samples = {
  highSchool: {
    blockType: 'signUpModal',
    sectionTitle: 'Be the first to know',
    sectionText: 'We will share pilot lessons, research findings and launch dates with educators who sign up.',
    label: 'Sign up for updates',
    title: 'Sign up for high school updates',
    text: 'Leave your email address and we will write when pilot materials are ready. No more than one email a month.',
    formId: '1846',
    successTitle: 'You are on the list!',
    successMessage: 'Thank you for signing up. Watch your inbox for news about the high school program.',
  },
  buttonOnly: {
    blockType: 'signUpModal',
    label: 'Get program news',
    title: 'Program news by email',
    formId: '1802',
    successTitle: 'Thank you!',
    successMessage: 'You will hear from us when new lessons and trainings are ready.',
  },
} satisfies Record<string, Omit<SignUpModalBlock, 'id'>>
