import type { ImageCardsBlock } from '@/payload-types'
import { demoImage } from '@/blocks/demo-media'

export const samples = {
  programs: {
    blockType: 'imageCards',
    title: 'Programs for every stage',
    text: 'From the first day of preschool to the last year of high school, and for the adults who support them.',
    cards: [
      {
        title: 'Early Learning',
        text: 'Playful five-minute activities for ages 3 to 5.',
        image: demoImage('early-learning'),
        imageLinkUrl: '/early-learning-curriculum',
      },
      {
        title: 'Elementary digital program',
        text: 'Video-rich lessons for Kindergarten through Grade 5, ready on any classroom screen.',
        image: demoImage('digital-program'),
        imageLinkUrl: '/elementary-school-curriculum/digital-program',
      },
      {
        title: 'Middle School',
        text: 'Advisory-friendly lessons on identity, relationships and goal-setting.',
        image: demoImage('students'),
        imageLinkUrl: '/middle-school-curriculum',
        linkText: 'Compare grades',
        linkUrl: '/middle-school-curriculum',
      },
    ],
    anchorLink: 'programs',
    backgroundColor: 'none',
  },
  untitled: {
    blockType: 'imageCards',
    cards: [
      {
        title: 'Meet the yeti',
        text: 'Our mascot helps the youngest learners name big feelings.',
        image: demoImage('yeti'),
      },
      {
        title: 'A peek inside a lesson',
        text: 'Discussion prompts, a warm-up and a practice activity on one card.',
        image: demoImage('sample-lesson'),
        linkText: 'See sample lessons',
        linkUrl: '/sample-lessons',
      },
    ],
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<ImageCardsBlock, 'id'>>
