import type { TimelineTileBlock } from '@/payload-types'

export const samples = {
  firstYear: {
    blockType: 'timelineTile',
    title: 'Your first year with the program',
    intro: 'A typical school year, from planning in spring to celebrating growth in June.',
    backgroundColor: 'none',
    steps: [
      { label: 'Spring', title: 'Plan the rollout', text: 'Your school team meets a program coach and picks a start date.' },
      { label: 'Summer', title: 'Train the staff', text: 'Teachers watch the two-hour online training at their own pace.' },
      { label: 'Fall', title: 'Start the lessons', text: 'Classrooms begin Unit 1, _Skills for Learning_, in the first weeks of school.' },
      { label: 'Spring', title: 'Review progress', text: 'School leaders read the progress reports and share highlights with families.' },
    ],
  },
  weekly: {
    blockType: 'timelineTile',
    title: 'Four weeks of kindness',
    backgroundColor: 'gray',
    steps: [
      { label: 'Week 1', title: 'Noticing kindness' },
      { label: 'Week 2', title: 'Kind words' },
      { label: 'Week 3', title: 'Kind actions' },
      { label: 'Week 4', title: 'A kindness celebration' },
    ],
  },
} satisfies Record<string, Omit<TimelineTileBlock, 'id'>>
