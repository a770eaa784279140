import { expect, it } from 'vitest'

import { blockSchemas, findBlock, registry } from './registry'

it('has one entry per block slug, with demo content of its own type', () => {
  for (const [type, entry] of Object.entries(registry)) {
    expect(entry.schema.slug).toBe(type)
    expect(entry.sample.length).toBeGreaterThan(0)
    for (const sample of entry.sample) expect(sample.blockType).toBe(type)
  }
  expect(blockSchemas).toHaveLength(Object.keys(registry).length)
})

it('finds only registered blocks', () => {
  expect(findBlock('markdownSection')).toBeDefined()
  expect(findBlock('toString')).toBeUndefined()
  expect(findBlock(undefined)).toBeUndefined()
})

it('gives every block field a label or description an editor can read', () => {
  for (const schema of blockSchemas) {
    expect(schema.labels?.singular).toBeTruthy()
  }
})
