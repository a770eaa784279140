import type { SampleLessonsBlock } from '@/payload-types'

export const samples = {
  allPrograms: {
    blockType: 'sampleLessons',
    title: 'Find a sample lesson',
    text: 'Tick your program and grade to see its samples. Every sample is free to use with your class.',
    backgroundColor: 'none',
  },
} satisfies Record<string, Omit<SampleLessonsBlock, 'id'>>
