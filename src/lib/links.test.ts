import { describe, expect, it } from 'vitest'

import { anchorId, blogCategoryUrl, createAccountUrl, isExternal, opensInNewTab } from './links'

const rules = { ownDomains: ['heartwiselearning.org'], playerHosts: ['player.heartwiselearning.org'] }

describe('which links open in a new tab', () => {
  it.each([
    ['/files/guide.pdf', true],
    ['https://www.heartwiselearning.org/files/Guide.PDF?x=1', true],
    ['https://example.com/anything', true],
    ['//example.com/protocol-relative', true],
    ['https://player.heartwiselearning.org/embed/123', true],
    ['/webinars', false],
    ['#research', false],
    ['https://www.heartwiselearning.org/webinars', false],
    ['https://store.heartwiselearning.org/kits', false],
    ['mailto:info@heartwiselearning.org', false],
  ])('%s → new tab: %s', (href, expected) => {
    expect(opensInNewTab(href, rules)).toBe(expected)
  })

  it('does not treat a look-alike host as our own', () => {
    expect(isExternal('https://heartwiselearning.org.evil.test/', rules)).toBe(true)
    expect(isExternal('https://notheartwiselearning.org/', rules)).toBe(true)
  })
})

describe('blog category links', () => {
  it('joins lowercase, hyphenated slugs with +', () => {
    expect(blogCategoryUrl('https://blog.example.org/', ['Classroom Tips', 'SEL Research'])).toBe(
      'https://blog.example.org/category/classroom-tips+sel-research',
    )
  })
})

it('anchored sections get the anchor name plus -scroll', () => {
  expect(anchorId('research')).toBe('research-scroll')
})

it('points the create-account button at the learning site with screen_mode=createAccount', () => {
  expect(createAccountUrl('https://learn.example.org')).toBe('https://learn.example.org/?screen_mode=createAccount')
  expect(createAccountUrl('https://learn.example.org/start?lang=es')).toBe('https://learn.example.org/start?lang=es&screen_mode=createAccount')
})
