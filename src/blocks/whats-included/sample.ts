import { demoImage } from '@/blocks/demo-media'
import type { WhatsIncludedBlock } from '@/payload-types'

export const samples = {
  classroomKit: {
    blockType: 'whatsIncluded',
    primaryTitle: "What's in the kit",
    primaryText: `Every grade kit arrives ready to teach: no screens or logins needed.

- **Lesson cards** with a photo on the front and a complete, scripted lesson on the back
- **Posters** that keep calming-down and problem-solving steps in view all year
- **Songs** on audio and a **puppet** who models each skill`,
    secondaryTitle: 'Four units in every grade',
    secondaryText: 'Units build on one another, from learning skills in the fall to problem-solving in the spring.',
    unitSections: [
      { unitType: 'Unit', unitNumber: 1, unitTitle: 'Skills for Learning', lessonCount: 5, unitOverviewText: 'Focusing attention, listening and being assertive.' },
      { unitType: 'Unit', unitNumber: 2, unitTitle: 'Empathy', lessonCount: 6, unitOverviewText: 'Identifying feelings and showing compassion.' },
      { unitType: 'Unit', unitNumber: 3, unitTitle: 'Emotion Management', lessonCount: 7, unitOverviewText: 'Naming strong feelings and calming down.' },
      { unitType: 'Unit', unitNumber: 4, unitTitle: 'Problem-Solving', lessonCount: 7, unitOverviewText: 'Solving problems with classmates fairly and safely.' },
    ],
    descriptionBanners: [
      {
        title: 'Lesson cards you can teach from on day one',
        text: 'Each card holds a 20- to 40-minute lesson with a story, discussion questions and a role-play.',
        image: demoImage('sample-lesson'),
        linkUrl: '/sample-lessons',
      },
      {
        title: 'Practice that continues at home',
        text: 'Take-home letters in English and Spanish show families the words and steps their child is learning.',
        image: demoImage('teacher'),
      },
    ],
    backgroundColor: 'none',
  },
  textOnly: {
    blockType: 'whatsIncluded',
    primaryTitle: 'Included with every license',
    primaryText: 'Lesson videos, printable handouts, a scope and sequence and family resources for each grade.',
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<WhatsIncludedBlock, 'id'>>
