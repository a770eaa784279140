import { expect, it } from 'vitest'
import type { Field } from 'payload'

import { cardFields, cardsField, cardSectionFields } from './card'

/** Names of the fields, looking inside rows. */
const names = (fields: Field[]): string[] => fields.flatMap((field) => ('name' in field ? [field.name] : 'fields' in field ? names(field.fields) : []))

it('models only the card parts a block asks for', () => {
  expect(names(cardFields({}))).toEqual(['title'])
  expect(names(cardFields({ text: {}, image: { required: true }, imageLinkUrl: true, links: 2, colors: [{ label: 'None', value: 'none' }] }))).toEqual([
    'title',
    'text',
    'image',
    'imageLinkPage',
    'imageLinkUrl',
    'linkText',
    'linkPage',
    'linkUrl',
    'linkText2',
    'linkPage2',
    'linkUrl2',
    'backgroundColor',
  ])
  expect(cardFields({ title: { required: false } })[0]).toMatchObject({ name: 'title', required: false })
})

it('labels a single button without a number and two buttons 1 and 2', () => {
  const [one] = cardFields({ links: 1, linkLabel: 'Story link' }).slice(1)
  expect(one.type === 'row' && one.fields[0]).toMatchObject({ name: 'linkText', label: 'Story link text' })
  const [, first, second] = cardFields({ links: 2 })
  expect(first.type === 'row' && first.fields[0]).toMatchObject({ label: 'Button 1 text' })
  expect(second.type === 'row' && second.fields[0]).toMatchObject({ name: 'linkText2', label: 'Button 2 text' })
})

it('requires at least one card and limits the count when asked', () => {
  expect(cardsField({ fields: [] })).toMatchObject({ name: 'cards', type: 'array', required: true, minRows: 1 })
  expect(cardsField({ fields: [], minRows: 1, maxRows: 3 })).toMatchObject({ minRows: 1, maxRows: 3 })
  expect(cardsField({ fields: [] })).not.toHaveProperty('maxRows')
})

it('frames the cards with a heading, intro text, background and anchor', () => {
  const fields = cardSectionFields({ titleRequired: true, cards: cardsField({ fields: [] }) })
  expect(names(fields)).toEqual(['title', 'text', 'cards', 'backgroundColor', 'anchorLink'])
  expect(fields[0]).toMatchObject({ required: true })
})

it('offers the generic card options, folded under Card options, only when a block asks for them', () => {
  expect(names(cardFields({ options: true }))).toEqual([
    'title',
    'titleH4',
    'cardName',
    'center',
    'small',
    'padding',
    'divider',
    'smallIcon',
    'videoId',
    'modal',
    'rowContent',
    'imageHeight',
    'width',
    'alignment',
  ])
  const options = cardFields({ options: true }).at(-1)
  expect(options).toMatchObject({ type: 'collapsible', label: 'Card options', admin: { initCollapsed: true } })
  // "Play in a pop-up" shows only once a video is chosen.
  const modal = options?.type === 'collapsible' ? options.fields.flatMap((field) => (field.type === 'row' ? field.fields : [field])).find((field) => 'name' in field && field.name === 'modal') : undefined
  const condition = modal?.admin?.condition as (data: unknown, siblings: Record<string, unknown>) => boolean
  expect(condition({}, {})).toBe(false)
  expect(condition({}, { videoId: 'aqz-KE-bpKQ' })).toBe(true)
})
