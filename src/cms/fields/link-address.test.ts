import type { Field, RelationshipField, TextField } from 'payload'
import { describe, expect, it } from 'vitest'

import { blockSchemas } from '@/blocks/schemas'
import { addressFieldName } from '@/lib/page-links'
import { linkAddressFields } from './link-address'

type Validate = (value: unknown, options: { siblingData: Record<string, unknown> }) => true | string
type Condition = (data: unknown, siblingData: Record<string, unknown>) => boolean

describe('a link address', () => {
  const [page, address] = linkAddressFields({ name: 'linkUrl', label: 'Button' })

  it('offers the site’s pages beside a typed address kept under its stored name', () => {
    expect(page).toMatchObject({ name: 'linkPage', label: 'Button page', type: 'relationship', relationTo: 'pages', custom: { check: 'page-link' } })
    expect(address).toMatchObject({ name: 'linkUrl', label: 'Or button address', type: 'text', custom: { check: 'address' } })
    expect(address.admin?.description).toMatch(/other sites.*PDFs.*#anchors/)
  })

  it('shows the typed address only while no page is chosen', () => {
    const shown = (siblingData: Record<string, unknown>) => (address.admin?.condition as Condition)({}, siblingData)
    expect(shown({})).toBe(true)
    expect(shown({ linkPage: null })).toBe(true)
    expect(shown({ linkPage: 4 })).toBe(false)
  })

  it('needs a page or an address when the link is required', () => {
    const [, required] = linkAddressFields({ name: 'url', label: 'Link', required: true }) as [RelationshipField, TextField]
    const check = (value: unknown, siblingData: Record<string, unknown> = {}) => (required.validate as unknown as Validate)(value, { siblingData })
    expect(check('')).toMatch(/Choose a page, or enter an address/)
    expect(check(' ', { page: null })).toMatch(/Choose a page/)
    expect(check('', { page: 3 })).toBe(true)
    expect(check('/files/guide.pdf')).toBe(true)
    expect((address.validate as unknown as Validate)('', { siblingData: {} })).toBe(true)
  })
})

/** Every field of a block, through rows, groups, tabs, arrays and nested blocks. */
function allFields(fields: Field[]): Field[] {
  return fields.flatMap((field) => {
    const nested = 'fields' in field ? field.fields : 'tabs' in field ? field.tabs.flatMap((tab) => tab.fields) : 'blocks' in field ? field.blocks.flatMap((block) => block.fields) : []
    return [field, ...allFields(nested)]
  })
}

it('names a block field like a page link only when it is one, with its typed address beside it', () => {
  const fields = allFields(blockSchemas.flatMap((block) => block.fields))
  const byName = new Map(fields.flatMap((field) => ('name' in field ? [[field.name, field] as const] : [])))
  const pageLinks = fields.filter((field) => 'name' in field && addressFieldName(field.name))
  expect(pageLinks.length).toBeGreaterThan(10)
  for (const field of pageLinks) {
    expect(field).toMatchObject({ type: 'relationship', relationTo: 'pages', custom: { check: 'page-link' } })
    const addressName = addressFieldName((field as RelationshipField).name)!
    expect(byName.get(addressName), addressName).toMatchObject({ type: 'text', custom: { check: 'address' } })
  }
})
