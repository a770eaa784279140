import type { FaqBlock } from '@/payload-types'

export const samples = {
  threeCategories: {
    blockType: 'faq',
    title: 'Find an answer',
    sections: [
      {
        title: 'Digital Licenses',
        anchorLink: 'digital-licenses',
        icon: 'key-round',
        subSections: [
          {
            title: 'How long does a license last?',
            text: 'A digital license runs for one, three or five years from the day it is activated, whichever term your school chose.',
          },
          {
            title: 'Can I move a license to another teacher?',
            text: 'Yes. A school administrator can reassign a license from the **Licenses** page of the dashboard at any time.',
          },
        ],
      },
      {
        title: 'Account Creation',
        anchorLink: 'account-creation',
        icon: 'user-plus',
        subSections: [
          {
            title: 'How do I create an account?',
            text: `Use the activation key from your order confirmation:

1. Choose **Create Account** on the sign-in page.
2. Enter the key and your school email address.
3. Set a password and sign in.`,
          },
        ],
      },
      {
        title: 'General Help',
        anchorLink: 'general-help',
        icon: 'life-buoy',
        subSections: [
          {
            title: 'How do I reach support?',
            text: 'Write to us through the [contact page](/contact). Our support team answers within one business day.',
            white: true,
          },
          {
            title: 'Is there a phone line?',
            text: 'Yes: 1-800-555-0134, Monday to Friday, 8:00 AM to 5:00 PM Pacific.',
            center: true,
            small: true,
          },
        ],
      },
    ],
  },
  oneCategory: {
    blockType: 'faq',
    title: 'Questions about classroom kits',
    sections: [
      {
        title: 'Classroom Kits',
        anchorLink: 'classroom-kits',
        icon: 'book-open',
        subSections: [
          { title: 'What comes in a kit?', text: 'Lesson cards, posters, puppets for the younger grades and a teacher guide.' },
          { title: 'Can kits be shared between classrooms?', text: 'Yes. Many schools share one kit per grade between two or three classrooms.' },
        ],
      },
    ],
  },
} satisfies Record<string, Omit<FaqBlock, 'id'>>
