import { expect, it } from 'vitest'

import { blockSchemas, findBlock, registry } from './registry'

it('lists every block schema once, for the CMS config to register', () => {
  expect(blockSchemas.map((schema) => schema.slug)).toEqual(Object.keys(registry))
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
