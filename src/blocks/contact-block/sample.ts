import type { ContactBlockBlock } from '@/payload-types'

export const samples = {
  addressOnly: {
    blockType: 'contactBlock',
    title: 'Sales',
    text: 'sales@heartwiselearning.org',
    backgroundColor: 'none',
  },
  sentence: {
    blockType: 'contactBlock',
    title: 'Customer support',
    text: 'Write to support@heartwiselearning.org and we will answer within one business day.',
    backgroundColor: 'gray',
    anchorLink: 'support',
  },
  noAddress: {
    blockType: 'contactBlock',
    title: 'By phone',
    text: 'Call 1-800-555-0134, Monday to Friday, 8:00 AM to 5:00 PM Pacific.',
    backgroundColor: 'none',
  },
} satisfies Record<string, Omit<ContactBlockBlock, 'id'>>
