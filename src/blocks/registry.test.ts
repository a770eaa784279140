import { expect, it } from 'vitest'

import { findBlock, registry } from './registry'
import { blockSchemas } from './schemas'

it('lists every block schema once, for the CMS config to register, and renders each of them', () => {
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

type AnyField = { required?: boolean; minRows?: number; fields?: AnyField[]; tabs?: { fields: AnyField[] }[] }

/** Fields anywhere in a block (rows, collapsibles, tabs, arrays) that the CMS refuses to save empty. */
const requiredFields = (fields: AnyField[]): AnyField[] =>
  fields.flatMap((field) => [
    ...(field.required || (field.minRows ?? 0) > 0 ? [field] : []),
    ...requiredFields(field.fields ?? []),
    ...requiredFields((field.tabs ?? []).flatMap((tab) => tab.fields)),
  ])

it('groups every block in the add-section drawer and requires the content it cannot do without', () => {
  const ungrouped = blockSchemas.filter((schema) => !schema.admin?.group).map((schema) => schema.slug)
  expect(ungrouped).toEqual([])
  const nothingRequired = blockSchemas.filter((schema) => requiredFields(schema.fields as AnyField[]).length === 0).map((schema) => schema.slug)
  // These list their collection's records by themselves (current notifications, lesson samples): every field is optional.
  expect(nothingRequired).toEqual(['notificationsList', 'sampleLessons'])
})
