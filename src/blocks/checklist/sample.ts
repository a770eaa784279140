import type { ChecklistBlock } from '@/payload-types'

export const samples = {
  fourAndOne: {
    blockType: 'checklist',
    title: 'Is the digital program right for your school?',
    items: [
      { text: 'Lessons for every grade from Early Learning to Grade 8', mark: 'positive' },
      { text: 'Videos and slides that play in any browser', mark: 'positive' },
      { text: 'Family take-home activities in English and Spanish', mark: 'positive' },
      { text: 'Training for every staff member at no extra cost', mark: 'positive' },
      { text: 'No special hardware or software to install', mark: 'negative' },
    ],
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<ChecklistBlock, 'id'>>
