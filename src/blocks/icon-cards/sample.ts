import type { IconCardsBlock } from '@/payload-types'

export const samples = {
  skills: {
    blockType: 'iconCards',
    title: 'Four skills, every grade',
    text: 'Each unit builds on the one before, so students grow the same skills year after year.',
    cards: [
      { icon: 'lightbulb', title: 'Skills for learning', text: 'Focusing attention, listening and staying on task.' },
      { icon: 'heart-handshake', title: 'Empathy', text: 'Noticing how others feel and showing that you care.' },
      { icon: 'shield-check', title: 'Emotion management', text: 'Calming down when feelings are strong, with steps students can name.' },
      { icon: 'users', title: 'Problem-solving', text: 'Working through a disagreement in a way that is **fair to everyone**.' },
    ],
    backgroundColor: 'none',
  },
  untitled: {
    blockType: 'iconCards',
    cards: [
      { icon: 'calendar', title: 'A lesson a week', text: 'Twenty-five minutes, once a week, with short daily practice.' },
      { icon: 'graduation-cap', title: 'Built with educators', text: 'Piloted in classrooms before a single lesson is published.' },
    ],
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<IconCardsBlock, 'id'>>
