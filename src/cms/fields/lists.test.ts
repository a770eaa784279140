import { expect, it } from 'vitest'

import { choiceField, listField, textAddressRow } from './lists'

it('makes a required list with at least one entry and its row labels', () => {
  const field = listField({ name: 'links', singular: 'Link', plural: 'Links', description: 'The links.', maxRows: 4, fields: [] })
  expect(field).toMatchObject({ name: 'links', type: 'array', required: true, minRows: 1, maxRows: 4, labels: { singular: 'Link', plural: 'Links' } })
  expect(field.admin?.description).toBe('The links.')
})

it('puts a required text and a required link (a page or an address) side by side, then any extra fields', () => {
  const row = textAddressRow({ textName: 'title', textDescription: 'Title.', after: [{ name: 'color', type: 'text' }] })
  expect(row.fields.map((field) => ('name' in field ? field.name : ''))).toEqual(['title', 'page', 'url', 'color'])
  expect(row.fields[0]).toMatchObject({ required: true })
  const address = row.fields[2] as { validate: (value: unknown, options: { siblingData: object }) => true | string }
  expect(address.validate('', { siblingData: {} })).toMatch(/Choose a page/)
  expect(address.validate('', { siblingData: { page: 2 } })).toBe(true)
})

it('copies the options of a choice so the CMS never changes the shared list', () => {
  const options = [{ label: 'Top', value: 'top' }] as const
  const field = choiceField({ name: 'verticalAlign', label: 'Vertical alignment', options, defaultValue: 'top', description: 'Where.' })
  expect(field.options).toEqual([{ label: 'Top', value: 'top' }])
  expect(field.options[0]).not.toBe(options[0])
})
