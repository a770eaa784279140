import { demoImage } from '@/blocks/demo-media'
import type { LessonOverviewBlock } from '@/payload-types'

export const samples = {
  middleSchool: {
    blockType: 'lessonOverview',
    title: 'Inside a lesson',
    text: 'Twenty-five-minute lessons fit advisory or homeroom schedules, with everything a teacher needs on one screen.',
    primaryTitle: 'Watch',
    primaryText: 'A short video featuring real middle schoolers opens each lesson and starts the conversation.',
    title2: 'Discuss',
    secondaryText: 'Students talk in pairs and small groups with prompts that connect the skill to their own lives.',
    title3: 'Practise',
    tertiaryText: 'A closing activity and an optional family handout help students use the skill the same week.',
    unitSections: [
      { unitType: 'Unit', unitNumber: 1, unitTitle: 'Mindsets and Goals', lessonCount: 6, unitOverviewText: 'Growth mindset, goal setting and handling setbacks.' },
      { unitType: 'Unit', unitNumber: 2, unitTitle: 'Recognizing Bullying and Harassment', lessonCount: 7, unitOverviewText: 'Spotting bullying and harassment, online and off, and how to respond.' },
      { unitType: 'Unit', unitNumber: 3, unitTitle: 'Thoughts, Emotions and Decisions', lessonCount: 7, unitOverviewText: 'Noticing what triggers strong emotions and deciding what to do next.' },
    ],
    cards: [
      {
        title: 'Educator preparation',
        subtitle: '10 minutes',
        text: 'A one-page lesson plan with the objective, key vocabulary and discussion tips.',
      },
      {
        title: 'Family connection',
        subtitle: 'Optional',
        text: 'Handouts in English and Spanish explain the skill and suggest a conversation at home.',
        linkText: 'See family resources',
        linkUrl: '/family-supports',
      },
    ],
    lessonSamplesTitle: 'Try a sample lesson',
    lessonSamples: [
      { title: 'Lesson 4: Dealing with Setbacks', grade: 'Grade 6', image: demoImage('sample-lesson'), linkUrl: '/files/grade-6-lesson-4.pdf', linkText: 'View Sample' },
      { title: 'Lesson 9: Responding to Online Harassment', grade: 'Grade 7', linkUrl: '/sample-lessons', linkText: 'View Sample' },
    ],
    spaceBetween: true,
    additionalUnit: 'An additional **Managing Relationships and Social Conflict** unit is included in every grade.',
    backgroundColor: 'none',
  },
  textOnly: {
    blockType: 'lessonOverview',
    title: 'How the lessons are built',
    primaryTitle: 'Short',
    primaryText: 'Each lesson takes 20 to 40 minutes.',
    title2: 'Predictable',
    secondaryText: 'Every lesson follows the same four steps, so students know what comes next.',
    lessonSamples: [],
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<LessonOverviewBlock, 'id'>>
