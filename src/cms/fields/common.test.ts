import { expect, it } from 'vitest'

import { anchorLinkField, backgroundColorField, heightField, imageField, imageSideField, linkFields, markdownField, titleField } from './common'

it('lets a block override only what differs, keeping the stored name and choices', () => {
  expect(backgroundColorField({ defaultValue: 'gray' })).toMatchObject({ name: 'backgroundColor', type: 'select', defaultValue: 'gray' })
  expect(backgroundColorField().defaultValue).toBe('none')
  expect(imageField({ name: 'imageMobile', label: 'Mobile image' })).toMatchObject({ name: 'imageMobile', label: 'Mobile image', required: false })
  expect(markdownField({ required: true })).toMatchObject({ name: 'text', label: 'Text', type: 'textarea', required: true })
  expect(titleField({ required: false }).required).toBe(false)
})

it('stores the image side under its original name, alignment', () => {
  const field = imageSideField()
  expect(field).toMatchObject({ name: 'alignment', label: 'Image side', defaultValue: 'Left' })
  expect(field.options.map((option) => (typeof option === 'string' ? option : option.value))).toEqual(['Left', 'Right'])
})

it('names the second link pair with its suffix', () => {
  const [row] = linkFields({ label: 'Second link', nameSuffix: '2' })
  expect(row.type === 'row' && row.fields.map((field) => ('name' in field ? field.name : null))).toEqual(['linkText2', 'linkPage2', 'linkUrl2'])
})

it('labels each height option with its pixels', () => {
  const field = heightField({ name: 'level', heights: { '1': 15, '2': 30 }, defaultValue: '2', optionLabel: (key) => `Level ${key}` })
  expect(field.options).toEqual([
    { label: 'Level 1 (15 px)', value: '1' },
    { label: 'Level 2 (30 px)', value: '2' },
  ])
})

it('caps Markdown text at 20,000 characters, validated when an editor saves', () => {
  const field = markdownField()
  expect(field.maxLength).toBe(20_000)
})

it('checks an anchor name, and that it is filled in when required', () => {
  const check = (value: unknown, required: boolean) => (anchorLinkField({ required }).validate as (value: unknown) => true | string)(value)
  expect(check('', false)).toBe(true)
  expect(check('', true)).toBe('Enter an anchor name.')
  expect(check(null, true)).toBe('Enter an anchor name.')
  expect(check('digital-licenses', true)).toBe(true)
  expect(check('2 licenses', false)).toMatch(/Start with a letter/)
})
