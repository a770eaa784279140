import { demoImage } from '@/blocks/demo-media'
import type { WeeklyThemesBlock } from '@/payload-types'

export const samples = {
  earlyLearning: {
    blockType: 'weeklyThemes',
    title: 'A theme for every week',
    text: 'The Early Learning kit follows 28 weekly themes. Each week has one short lesson and daily follow-up activities.',
    cards: [
      { title: 'Weeks 1–6', subtitle: 'Skills for Learning', title2: 'Children practise', text: '- Listening with their whole body\n- Focusing attention\n- Following directions' },
      { title: 'Weeks 7–13', subtitle: 'Empathy', title2: 'Children practise', text: '- Naming their own feelings\n- Noticing how friends feel' },
      { title: 'Weeks 14–22', subtitle: 'Emotion Management', title2: 'Children practise', text: '- Belly breathing\n- Using calming-down steps' },
      { title: 'Weeks 23–28', subtitle: 'Friendship Skills and Problem-Solving', title2: 'Children practise', text: '- Taking turns and sharing\n- Solving problems fairly' },
    ],
    scopeAndSequence: {
      text: 'See every weekly theme, skill and song for the year in one chart.',
      image: demoImage('scope-sequence'),
      linkUrl: '/files/early-learning-scope-and-sequence.pdf',
      linkText: 'View the Scope and Sequence',
    },
    backgroundColor: 'gray',
  },
  withoutScopeAndSequence: {
    blockType: 'weeklyThemes',
    title: 'Themes at a glance',
    cards: [
      { title: 'Week 1', subtitle: 'Welcome to Our Classroom', text: 'Children meet the puppets and learn the class rules.' },
      { title: 'Week 2', subtitle: 'Listening Rules', text: 'Eyes watching, ears listening, voice quiet, body calm.' },
    ],
    scopeAndSequence: { linkText: 'View the Scope and Sequence' },
    backgroundColor: 'none',
  },
} satisfies Record<string, Omit<WeeklyThemesBlock, 'id'>>
