import type { StoryCardsBlock } from '@/payload-types'
import { demoImage } from '@/blocks/demo-media'

export const samples = {
  stories: {
    blockType: 'storyCards',
    title: 'Trusted by schools and districts',
    text: 'Educators tell us the lessons are easy to pick up on a busy Monday.',
    cards: [
      {
        title: 'Lakeview Elementary',
        image: demoImage('students'),
        quote: 'Recess used to end with a line outside my office. Now students solve most problems themselves.',
        quotee: 'Marcus Webb',
        quoteeLine2: 'Principal',
        linkText: 'Read the story',
        linkUrl: '/elementary-school-curriculum/digital-program',
      },
      {
        title: 'Cedar Grove School District',
        image: demoImage('teacher'),
        quote: 'Having one shared language from pre-K to Grade 8 changed how our staff talk with students.',
        quotee: 'Dr. Alicia Moreno',
        quoteeLine2: 'Director of Student Services',
        linkText: 'Read the story',
        linkUrl: '/middle-school-curriculum',
      },
      {
        title: 'Sunrise Early Learning Center',
        image: demoImage('early-learning'),
        quote: 'Our three-year-olds now ask to take a belly breath before circle time.',
        quotee: 'Kim Tran',
        quoteeLine2: 'Lead teacher',
      },
    ],
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<StoryCardsBlock, 'id'>>
