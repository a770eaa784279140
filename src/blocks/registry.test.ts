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

type FieldLike = { name?: string; fields?: FieldLike[]; admin?: { description?: unknown } }

/** Named fields of a block, looking inside rows and collapsibles (which only arrange fields). */
const namedFields = (fields: FieldLike[]): FieldLike[] =>
  fields.flatMap((field) => (field.name ? [field] : namedFields(field.fields ?? [])))

it('gives every block a readable name and every field a description for editors', () => {
  for (const schema of blockSchemas) {
    expect(schema.labels?.singular, schema.slug).toBeTruthy()
    const undescribed = namedFields(schema.fields as FieldLike[]).filter((field) => !field.admin?.description)
    expect(undescribed.map((field) => `${schema.slug}.${field.name}`)).toEqual([])
  }
})
