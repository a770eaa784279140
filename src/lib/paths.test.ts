import { expect, it } from 'vitest'

import { canonicalPathname, isSafeRedirectPath, normalizeRoute, safeRedirectPath, segmentsToRoute, validateRoute } from './paths'

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

it('redirects only to paths of this site', () => {
  const hostile = [
    '//evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '\\evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    'javascript:alert(1)',
    'http://evil.example',
    'https:/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%ff',
    ' //evil.example',
    '',
    null,
    undefined,
  ]
  for (const input of hostile) {
    expect(isSafeRedirectPath(input), JSON.stringify(input)).toBe(false)
    expect(safeRedirectPath(input), JSON.stringify(input)).toBe('/')
  }
  expect(safeRedirectPath('/')).toBe('/')
  expect(safeRedirectPath('/Webinars/On-Demand-Webinars/')).toBe('/webinars/on-demand-webinars')
  expect(safeRedirectPath('/pricing?x=//evil')).toBe('/pricing')
  // Letters beyond ASCII (a query parameter arrives decoded) are encoded again for the Location header.
  expect(safeRedirectPath('/\u3002evil.example')).toBe('/%E3%80%82evil.example')
  expect(safeRedirectPath('/Café kits')).toBe('/caf%C3%A9%20kits')
  expect(isSafeRedirectPath('/pricing')).toBe(true)
})

it('keeps the page a visitor returns to after signing in on this site, however the return parameter is spelled', () => {
  const hostile = ['//evil', '/\\evil', '%2F%2Fevil', '/%2F%2Fevil', '/%5Cevil', '/%5cevil', 'https://evil', '/\t/evil', '\t//evil', '/\n/evil', '/%09/evil', '/%0d%0a/evil', '%2F%5Cevil']
  for (const value of hostile) {
    // As typed into the address and as the login route reads it from the query string (decoded once).
    const read = new URLSearchParams(`return=${value}`).get('return')
    for (const input of [value, read]) expect(safeRedirectPath(input), JSON.stringify(input)).toBe('/')
  }
  expect(safeRedirectPath(new URLSearchParams('return=%2Fwebinars%2Fon-demand-webinars').get('return'))).toBe('/webinars/on-demand-webinars')
})

it('takes catch-all segments as already decoded', () => {
  expect(segmentsToRoute(['%ff'])).toBe('/%ff')
  expect(segmentsToRoute(['%'])).toBe('/%')
  expect(segmentsToRoute([' Pricing '])).toBe('/pricing')
})

it('names the canonical form of a requested address', () => {
  expect(canonicalPathname('/PRICING')).toBe('/pricing')
  expect(canonicalPathname('/%20pricing')).toBe('/pricing')
  expect(canonicalPathname('/pricing/')).toBe('/pricing')
  expect(canonicalPathname('/pricing')).toBe('/pricing')
  for (const bad of ['/%ff', '/%', '/a%2', '/%2F%2Fevil', '/%5Cevil', '/%00']) expect(canonicalPathname(bad), bad).toBeNull()
})
