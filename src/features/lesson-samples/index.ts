import type { Feature } from '@/features/types'
import { LessonSamples } from './collection'

/** Lesson samples: a collection edited in the CMS, listed and filtered by the sample-lessons block (blocks/sample-lessons). */
export const lessonSamples: Feature = { name: 'lesson-samples', collections: [LessonSamples] }
