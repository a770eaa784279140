import { expect, it } from 'vitest'

import { REGIONS } from '@/features/territories/regions'
import { compactPath, LEADER_STATES, regionShapes, VIEW_BOX, type RegionShape } from './shapes'

/** The absolute points of a path of relative moves (m, implicit line steps, z), as a browser reads it. */
function points(d: string): number[][] {
  const found: number[][] = []
  let [x, y, startX, startY] = [0, 0, 0, 0]
  for (const [, command, args] of d.matchAll(/([mz])([^mz]*)/g)) {
    if (command === 'z') {
      ;[x, y] = [startX, startY]
      continue
    }
    const numbers = [...args.matchAll(/-?(?:\d+\.?\d*|\.\d+)/g)].map((match) => Number(match[0]))
    for (let index = 0; index < numbers.length; index += 2) {
      ;[x, y] = [x + numbers[index], y + numbers[index + 1]]
      if (index === 0) [startX, startY] = [x, y]
      found.push([x, y])
    }
  }
  return found
}

it('writes outlines as relative steps that a browser reads back to the same points, to a tenth', () => {
  const absolute = 'M10.5,20L11.2,19.6L11.2,19.6L9,25.05Z M100,0.5L99.5,1Z'
  const compact = compactPath(absolute)
  expect(compact).toBe('m10.5,20 .7,-.4-2.2,5.5zm89.5,-19.5-.5,.5z')
  expect(points(compact).map(([x, y]) => [Math.round(x * 10) / 10, Math.round(y * 10) / 10])).toEqual([
    [10.5, 20],
    [11.2, 19.6],
    [9, 25.1],
    [100, 0.5],
    [99.5, 1],
  ])
})

it('draws one outline for each of the 50 states, DC and Canada, in list order', () => {
  const shapes = regionShapes()
  expect(shapes.map((shape) => shape.code)).toEqual(REGIONS.map((region) => region.code))
  for (const shape of shapes) expect(shape.d, shape.name).toMatch(/^m[\d.]/)
})

it('keeps every outline and label inside the 1000 by 589 view box, with one decimal at most', () => {
  expect(VIEW_BOX).toEqual({ width: 1000, height: 589 })
  for (const shape of regionShapes()) {
    for (const [x, y] of [...points(shape.d), [shape.label.x, shape.label.y]]) {
      expect(x, shape.name).toBeGreaterThanOrEqual(-0.01)
      expect(x, shape.name).toBeLessThanOrEqual(VIEW_BOX.width + 0.01)
      expect(y, shape.name).toBeGreaterThanOrEqual(-0.01)
      expect(y, shape.name).toBeLessThanOrEqual(VIEW_BOX.height + 0.01)
    }
    expect(shape.d).not.toMatch(/\.\d\d/)
  }
})

it('puts Canada in a band above the lower 48 states, and Alaska and Hawaii in insets at the bottom left', () => {
  const byCode = new Map<string, RegionShape>(regionShapes().map((shape) => [shape.code, shape]))
  const top = (code: string) => Math.min(...points(byCode.get(code)!.d).map(([, y]) => y))
  const bottom = (code: string) => Math.max(...points(byCode.get(code)!.d).map(([, y]) => y))
  expect(top('CANADA')).toBeLessThan(10)
  expect(byCode.get('CANADA')!.label.y).toBeLessThan(top('WA'))
  expect(bottom('AK')).toBeGreaterThan(bottom('CA'))
  expect(byCode.get('HI')!.label.x).toBeLessThan(byCode.get('TX')!.label.x)
})

it('labels the small eastern states in a column to the right, top to bottom, each with a line to its shape', () => {
  const shapes = regionShapes()
  const withLeader = shapes.filter((shape) => shape.leader)
  expect(withLeader.map((shape) => shape.code).sort()).toEqual([...LEADER_STATES].sort())
  const column = [...withLeader].sort((a, b) => a.label.y - b.label.y)
  for (const [index, shape] of column.entries()) {
    expect(shape.label.x).toBeGreaterThan(Math.max(...shapes.filter((other) => other.code !== 'CANADA').flatMap((other) => points(other.d).map(([x]) => x))))
    expect(shape.leader!.y2).toBe(shape.label.y)
    if (index) expect(shape.label.y - column[index - 1].label.y).toBeGreaterThanOrEqual(20)
  }
})

it('is computed once per process and stays light for the page', () => {
  expect(regionShapes()).toBe(regionShapes())
  const characters = regionShapes().reduce((total, shape) => total + shape.d.length, 0)
  expect(characters).toBeLessThan(30_000)
})
