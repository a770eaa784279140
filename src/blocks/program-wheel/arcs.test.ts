import { expect, it } from 'vitest'

import { segmentPath } from './arcs'

it('draws a quarter of ring 1 as the band from 150 to 250 units out, clockwise, with a gap at each end', () => {
  // Elementary: from 0.75° to 89.25°, outer edge 250, inner edge 150, centre at 400 400.
  expect(segmentPath(1, 1)).toBe('M 403.27 150.02 A 250 250 0 0 1 649.98 396.73 L 549.99 398.04 A 150 150 0 0 0 401.96 250.01 Z')
})

it('draws the bands of the four rings side by side, from 91.5 to 400 units out', () => {
  const radii = (path: string) => [...path.matchAll(/A (\S+) /g)].map((match) => Number(match[1]))
  expect(radii(segmentPath(0, 0))).toEqual([150.5, 91.5])
  expect(radii(segmentPath(1, 0))).toEqual([250, 150])
  expect(radii(segmentPath(2, 0))).toEqual([325, 250])
  expect(radii(segmentPath(3, 0))).toEqual([400, 325])
})

it('refuses a segment the wheel does not have', () => {
  expect(() => segmentPath(1, 4)).toThrow('Program wheel: ring 1 has no position 4')
  expect(() => segmentPath(5, 0)).toThrow('Program wheel: there is no ring 5')
})
