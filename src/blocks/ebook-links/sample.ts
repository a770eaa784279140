import { demoImage } from '@/blocks/demo-media'
import type { EbookLinksBlock } from '@/payload-types'

export const samples = {
  familyEbooks: {
    blockType: 'ebookLinks',
    title: 'Free e-books for families',
    text: 'Read together at bedtime: each story helps children name a feeling and try a calm-down strategy.',
    coverImage: demoImage('sample-lesson'),
    ebooks: [
      { title: 'When I Feel Worried (PDF)', url: '/files/when-i-feel-worried.pdf' },
      { title: 'Taking Turns at the Park (PDF)', url: '/files/taking-turns-at-the-park.pdf' },
      { title: 'Lee Learns to Say Sorry', url: '/family-supports' },
    ],
    alignment: 'Left',
    backgroundColor: 'none',
  },
  withoutCover: {
    blockType: 'ebookLinks',
    title: 'Guides for school staff',
    ebooks: [{ title: 'A Whole-School Guide to Bullying Prevention (PDF)', url: '/files/whole-school-bullying-prevention-guide.pdf' }],
    alignment: 'Right',
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<EbookLinksBlock, 'id'>>
