import { expect, it } from 'vitest'

import { lessonCountText, unitLabel } from './units'

it('counts lessons in the singular and the plural', () => {
  expect(lessonCountText(1)).toBe('1 lesson')
  expect(lessonCountText(6)).toBe('6 lessons')
  expect(lessonCountText(0)).toBe('0 lessons')
})

it('says nothing about a missing or impossible count', () => {
  expect(lessonCountText(null)).toBeNull()
  expect(lessonCountText(undefined)).toBeNull()
  expect(lessonCountText(-2)).toBeNull()
  expect(lessonCountText(2.5)).toBeNull()
})

it('names the unit by its type and number', () => {
  expect(unitLabel('Unit', 2)).toBe('Unit 2')
  expect(unitLabel('Bonus unit', null)).toBe('Bonus unit')
  expect(unitLabel(null, 3)).toBe('Unit 3')
  expect(unitLabel('  ', '')).toBe('Unit')
})
