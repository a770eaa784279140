import { demoImage } from '@/blocks/demo-media'
import type { ImageCarouselBlock } from '@/payload-types'

export const samples = {
  classroomPhotos: {
    blockType: 'imageCarousel',
    title: 'Inside our classrooms',
    text: 'A week of lessons in pictures: morning circles, partner practice and calm-down corners.',
    slides: [
      { image: demoImage('classroom'), caption: 'Small groups practise naming feelings with the weekly picture cards.' },
      { image: demoImage('teacher'), caption: 'A teacher talks a student through a calming-down strategy.' },
      { image: demoImage('students'), caption: 'Grade 7 students role-play a respectful disagreement.' },
      { image: demoImage('early-learning'), caption: 'Morning circle: every child says how they feel today.' },
    ],
    backgroundColor: 'none',
  },
} satisfies Record<string, Omit<ImageCarouselBlock, 'id'>>
