import { expect, it } from 'vitest'

import { mediaSideOf } from './image-side'

it('puts the picture after the text only for Right', () => {
  expect(mediaSideOf('Right')).toBe('right')
  expect(mediaSideOf('Left')).toBe('left')
  expect(mediaSideOf(null)).toBe('left')
})
