import type { Media } from '@/payload-types'

/**
 * Demo pictures for the block fixtures (sample.ts) and the seeded pages. The seed draws each one locally (no downloads) and
 * swaps these stand-in records for the uploaded media; component tests use them as they are.
 */
export const demoImages = {
  'early-learning': { alt: 'Illustration of young children sitting in a circle with their teacher', colors: ['#487a7b', '#f5b335'], width: 1200, height: 800 },
  'digital-program': { alt: 'Illustration of a classroom screen showing a lesson video', colors: ['#00756e', '#389ef0'], width: 1200, height: 800 },
  classroom: { alt: 'A bright classroom with students working in small groups', colors: ['#2f5d5e', '#6fb3b5'], width: 1920, height: 900 },
  teacher: { alt: 'A teacher kneeling beside a student to talk through a feeling', colors: ['#389ef0', '#f5b335'], width: 1200, height: 900 },
  students: { alt: 'Middle school students smiling during a group discussion', colors: ['#00756e', '#f28c38'], width: 1600, height: 900 },
  yeti: { alt: 'Our friendly yeti mascot waving hello', colors: ['#ffffff', '#389ef0'], width: 800, height: 800 },
  'banner-desktop': { alt: 'Students and teachers from many schools standing together', colors: ['#1f3a3b', '#487a7b'], width: 1920, height: 640 },
  'banner-tablet': { alt: 'Students and teachers from many schools standing together', colors: ['#1f3a3b', '#00756e'], width: 1200, height: 600 },
  'banner-mobile': { alt: 'Students and teachers from many schools standing together', colors: ['#1f3a3b', '#389ef0'], width: 750, height: 750 },
  webinar: { alt: 'A presenter leading an online session for educators', colors: ['#12292b', '#389ef0'], width: 1600, height: 900 },
  'scope-sequence': { alt: 'Preview of the scope and sequence chart, listing units by grade', colors: ['#f2f2f2', '#487a7b'], width: 1000, height: 700 },
  'sample-lesson': { alt: 'Preview of a sample lesson card with discussion prompts', colors: ['#fff4d6', '#b85000'], width: 1000, height: 700 },
  'partner-district': { alt: 'Riverside Unified School District logo', colors: ['#ffffff', '#00756e'], width: 600, height: 300 },
  'partner-alliance': { alt: 'Youth Clubs Alliance logo', colors: ['#ffffff', '#b85000'], width: 600, height: 300 },
  pattern: { alt: 'Soft pattern of circles', colors: ['#f6f4ef', '#e6efe9'], width: 160, height: 160 },
  'territory-map': { alt: 'Map of our 12 sales territories across the United States and Canada', colors: ['#f4a582', '#80cdc1'], width: 1000, height: 589 },
} as const

export type DemoImageName = keyof typeof demoImages

export const demoImageNames = Object.keys(demoImages) as DemoImageName[]

const DEMO_ID_BASE = -1000

/** A stand-in media record for a demo picture (negative id: not yet uploaded). */
export function demoImage(name: DemoImageName): Media {
  const { alt, width, height } = demoImages[name]
  const filename = `${name}.png`
  return {
    id: DEMO_ID_BASE - demoImageNames.indexOf(name),
    alt,
    filename,
    mimeType: 'image/png',
    url: `/api/media/file/${filename}`,
    width,
    height,
    updatedAt: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
  }
}

export const isDemoImage = (value: unknown): value is Media =>
  typeof value === 'object' && value !== null && typeof (value as Media).id === 'number' && (value as Media).id <= DEMO_ID_BASE && typeof (value as Media).filename === 'string'
