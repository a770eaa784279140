import { expect, it } from 'vitest'

import { normalizeRoute, segmentsToRoute, validateRoute } from './paths'

it('stores nested paths as routes', () => {
  expect(normalizeRoute('elementary-school-curriculum/digital-program')).toBe('/elementary-school-curriculum/digital-program')
  expect(normalizeRoute(' /Webinars/On-Demand-Webinars/ ')).toBe('/webinars/on-demand-webinars')
  expect(normalizeRoute('')).toBe('/')
  expect(segmentsToRoute(undefined)).toBe('/')
  expect(segmentsToRoute(['webinars', 'on-demand-webinars'])).toBe('/webinars/on-demand-webinars')
})

it('tells editors what a path may hold', () => {
  expect(validateRoute('/')).toBe(true)
  expect(validateRoute('elementary-school-curriculum/classroom-kits')).toBe(true)
  expect(validateRoute('bad path!')).toMatch(/lowercase letters, digits and hyphens/)
})
