import { demoImage } from '@/blocks/demo-media'
import type { AccessibilityImageBlock } from '@/payload-types'

export const samples = {
  rightJustifiedChart: {
    blockType: 'accessibilityImage',
    image: demoImage('scope-sequence'),
    accessibility: {
      altTextShort: 'Scope and sequence chart: one row of units for each grade, Kindergarten to Grade 5',
      ariaLong: `The chart has six rows, one per grade from Kindergarten to Grade 5, and four columns for the units:
Skills for Learning, Empathy, Emotion Management and Problem Solving. Every grade covers all four units in the same
order, with 22 to 25 lessons a year.`,
    },
    imageUrl: '/files/scope-and-sequence.pdf',
    imageJustification: 'right',
    imageSize: 'medium',
    bodyCopy: {
      bodyCopyContent: `### One sequence from Kindergarten to Grade 5

Each grade revisits the same four units, so students build on last year’s skills instead of starting over.
Teachers in different grades share one vocabulary, which makes hallway and lunchroom conversations easier.

Download the chart to plan the year with your grade-level team.`,
    },
  },
  centredWithoutDescription: {
    blockType: 'accessibilityImage',
    image: demoImage('early-learning'),
    accessibility: { altTextShort: 'Children and their teacher sitting in a circle, passing a talking stone' },
    imageJustification: 'center',
    imageSize: 'large',
    bodyCopy: { bodyCopyContent: 'A talking stone shows whose turn it is to speak, so every child gets a chance to be heard.' },
  },
} satisfies Record<string, Omit<AccessibilityImageBlock, 'id'>>
