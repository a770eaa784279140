import { describe, expect, it } from 'vitest'

import { isPermanent, normalizeFrom, normalizeTo, validateFrom, validateTo } from './rules'

describe('redirect addresses', () => {
  it('stores the old address like a page path', () => {
    expect(normalizeFrom(' Old-Page/ ')).toBe('/old-page')
    expect(normalizeFrom('programs/Old')).toBe('/programs/old')
  })
  it('normalizes site targets and keeps full addresses as typed', () => {
    expect(normalizeTo('Webinars/')).toBe('/webinars')
    expect(normalizeTo('/About/?tab=1#team')).toBe('/about?tab=1#team')
    expect(normalizeTo(' https://blog.heartwiselearning.org/Post ')).toBe('https://blog.heartwiselearning.org/Post')
  })
})

describe('redirect validation', () => {
  it('accepts site paths and refuses CMS addresses, queries and blanks', () => {
    expect(validateFrom('/old-page')).toBe(true)
    expect(validateFrom('')).toMatch(/old address/)
    expect(validateFrom('/old?x=1')).toMatch(/without spaces, query string or hash/)
    expect(validateFrom('/admin/collections')).toMatch(/belongs to the CMS/)
    expect(validateFrom('/api')).toMatch(/belongs to the CMS/)
    expect(validateFrom('/apiary')).toBe(true)
  })
  it('accepts a site path or a full http(s) address as the target', () => {
    expect(validateTo('/webinars', '/old')).toBe(true)
    expect(validateTo('https://blog.heartwiselearning.org/post', '/old')).toBe(true)
    expect(validateTo('webinars', '/old')).toMatch(/Start a site path with "\/"/)
    expect(validateTo('ftp://files.example.org', '/old')).toMatch(/Start a site path/)
    expect(validateTo('https://', '/old')).toMatch(/valid address/)
    expect(validateTo('', '/old')).toMatch(/Enter where visitors go/)
  })
  it('refuses a redirect to its own address', () => {
    expect(validateTo('/Old-Page/', 'old-page')).toMatch(/own address/)
    expect(validateTo('/old-page?x=1', '/old-page')).toMatch(/own address/)
    expect(validateTo('/old-page-2', '/old-page')).toBe(true)
  })
})

it('serves 301 as permanent and 302 as temporary', () => {
  expect(isPermanent('301')).toBe(true)
  expect(isPermanent('302')).toBe(false)
})
