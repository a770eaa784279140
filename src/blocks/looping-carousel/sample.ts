import { demoImage } from '@/blocks/demo-media'
import type { LoopingCarouselBlock } from '@/payload-types'

export const samples = {
  lessonMaterials: {
    blockType: 'loopingCarousel',
    title: 'What comes with every lesson',
    slides: [
      { image: demoImage('sample-lesson'), caption: 'Lesson cards with discussion prompts for each day.' },
      { image: demoImage('digital-program'), caption: 'Student videos that start every lesson.' },
      { image: demoImage('scope-sequence'), caption: 'A scope and sequence that shows how skills build across grades.' },
    ],
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<LoopingCarouselBlock, 'id'>>
