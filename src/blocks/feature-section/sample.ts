import { demoImage } from '@/blocks/demo-media'
import type { FeatureSectionBlock } from '@/payload-types'

export const samples = {
  digitalProgram: {
    blockType: 'featureSection',
    title: 'What teachers get in every lesson',
    text: 'Pick a feature to see how it helps in the classroom.',
    backgroundColor: 'gray',
    cards: [
      {
        title: 'Lesson videos',
        text: `Short videos featuring real students show each skill in action, so children see what calming down or
joining a game looks like before they try it.`,
        image: demoImage('digital-program'),
      },
      {
        title: 'Classroom slides',
        text: 'Ready-made slides guide the discussion step by step, with prompts written for the grade you teach.',
        image: demoImage('classroom'),
      },
      {
        title: 'Practice activities',
        text: `Two-minute activities help students use the skill during the week: at morning meeting, before a test or
after recess. [See a sample activity](/sample-lessons).`,
        image: demoImage('teacher'),
      },
      {
        title: 'Progress reports',
        text: 'School leaders see which lessons each class has taught and where teachers may want extra support.',
        image: demoImage('students'),
      },
    ],
  },
  textOnly: {
    blockType: 'featureSection',
    backgroundColor: 'none',
    cards: [
      { title: 'For teachers', text: 'Lessons that take 20 to 40 minutes and need no preparation beyond a quick read.' },
      { title: 'For families', text: 'Take-home pages in **English and Spanish** explain each skill and a game to play at home.' },
    ],
  },
} satisfies Record<string, Omit<FeatureSectionBlock, 'id'>>
