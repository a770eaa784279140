import type { QuoteBlockBlock } from '@/payload-types'

export const samples = {
  teacher: {
    blockType: 'quoteBlock',
    quote: 'By October my second graders were reminding each other to take a belly breath before a hard conversation.',
    quotee: 'Ms. Tanya Brooks',
    quoteeLine2: 'Grade 2 teacher, Lincoln Elementary',
    backgroundColor: 'none',
  },
  parentOnGray: {
    blockType: 'quoteBlock',
    quote: 'The family activities gave us words for feelings we never used to talk about at dinner.',
    quotee: 'A parent in Tulsa, Oklahoma',
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<QuoteBlockBlock, 'id'>>
