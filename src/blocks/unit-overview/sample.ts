import { demoImage } from '@/blocks/demo-media'
import type { UnitOverviewBlock } from '@/payload-types'

export const samples = {
  grade3Kit: {
    blockType: 'unitOverview',
    sectionTitle: 'Grade 3 units',
    text: 'Four units build on each other across the year, with a bonus unit on bullying prevention.',
    units: [
      {
        unitType: 'Unit',
        unitNumber: 1,
        unitTitle: 'Skills for Learning',
        lessonCount: 5,
        unitOverviewText: 'Students practise focusing attention, listening and staying on task, so they can get the most out of every lesson.',
        image: demoImage('classroom'),
        imageLinkUrl: '/sample-lessons',
        imageText: 'Preview the unit',
      },
      {
        unitType: 'Unit',
        unitNumber: 2,
        unitTitle: 'Empathy',
        lessonCount: 6,
        unitOverviewText: 'Students learn to notice how others feel, take another point of view and show compassion.',
      },
      {
        unitType: 'Unit',
        unitNumber: 3,
        unitTitle: 'Emotion Management',
        lessonCount: 7,
        unitOverviewText: 'Students name strong feelings and use calming-down steps when they are worried, angry or frustrated.',
      },
      {
        unitType: 'Bonus unit',
        unitTitle: 'Bullying Prevention',
        lessonCount: 1,
        unitOverviewText: 'One lesson on recognizing, reporting and refusing bullying, with a family letter.',
        comingSoon: 'Coming Fall 2027',
      },
    ],
    backgroundColor: 'none',
  },
  untitled: {
    blockType: 'unitOverview',
    units: [
      {
        unitType: 'Unit',
        unitNumber: 4,
        unitTitle: 'Problem-Solving',
        lessonCount: 7,
        unitOverviewText: 'Students calm down, say the problem without blame and think of safe, respectful solutions.',
      },
    ],
    backgroundColor: 'gray',
    anchorLink: 'units',
  },
} satisfies Record<string, Omit<UnitOverviewBlock, 'id'>>
