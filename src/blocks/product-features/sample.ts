import { demoImage } from '@/blocks/demo-media'
import type { ProductFeaturesBlock } from '@/payload-types'

export const samples = {
  classroomKits: {
    blockType: 'productFeatures',
    title: 'Features at every grade',
    text: 'Each kit is written for its grade, with the same four skill areas from Early Learning through Grade 5.',
    featuresByGrade: [
      { title: 'Early Learning', text: '- 28 weekly themes\n- 5- to 7-minute lessons\n- Two puppets and songs' },
      { title: 'Kindergarten–Grade 1', text: '- 25 lessons\n- Puppet-led role-plays\n- Listening and calming-down songs' },
      { title: 'Grades 2–3', text: '- 22 lessons\n- Photo lesson cards\n- Reinforcement activities' },
      { title: 'Grades 4–5', text: '- 22 lessons\n- Discussion-based role-plays\n- Bullying prevention unit' },
    ],
    featuresByUnit: [
      {
        title: 'Brain Builder games',
        text: 'Quick games that build attention, memory and self-control before each lesson.',
        color: 'primary',
        image: demoImage('early-learning'),
      },
      {
        title: 'Calming-down posters',
        text: 'Step-by-step posters children use on their own when feelings run high.',
        color: 'highlight',
        image: demoImage('classroom'),
        secondaryImage: demoImage('yeti'),
      },
      {
        title: 'Family take-homes',
        text: 'Letters and activities in English and Spanish for every unit.',
        color: 'gray',
      },
    ],
    backgroundColor: 'none',
  },
  byGradeOnly: {
    blockType: 'productFeatures',
    title: 'What each grade includes',
    featuresByGrade: [
      { title: 'Grade 6', text: '26 lessons in four units' },
      { title: 'Grade 7', text: '26 lessons in four units' },
      { title: 'Grade 8', text: '26 lessons in four units' },
    ],
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<ProductFeaturesBlock, 'id'>>
