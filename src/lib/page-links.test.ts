import { describe, expect, it } from 'vitest'

import { addressFieldName, linksWithAddress, pageFieldName, resolvePageLinks } from './page-links'

describe('names of a link’s fields', () => {
  it('puts the page beside the address, numbered links included', () => {
    expect(pageFieldName('linkUrl')).toBe('linkPage')
    expect(pageFieldName('linkUrl2')).toBe('linkPage2')
    expect(pageFieldName('imageLinkUrl')).toBe('imageLinkPage')
    expect(pageFieldName('url')).toBe('page')
    expect(pageFieldName('buttonRoute1')).toBe('buttonRoutePage1')
    expect(() => pageFieldName('videoId')).toThrow(/ends in "Url"/)
  })
  it('finds the address beside a page field, and nothing beside other keys', () => {
    expect(addressFieldName('linkPage2')).toBe('linkUrl2')
    expect(addressFieldName('page')).toBe('url')
    expect(addressFieldName('buttonRoutePage2')).toBe('buttonRoute2')
    expect(addressFieldName('Page')).toBeNull()
    expect(addressFieldName('pages')).toBeNull()
    expect(addressFieldName('title')).toBeNull()
  })
})

describe('links that chose a page', () => {
  const contact = { id: 7, path: '/contact', title: 'Contact' }

  it('go to the page’s path, in nested cards and lists', () => {
    const sections = [
      { blockType: 'ctaBanner', linkText: 'Talk to us', linkPage: contact, linkUrl: '/old-contact' },
      { blockType: 'cardList', cards: [{ title: 'Help', linkPage2: contact, linkUrl2: null }] },
      { blockType: 'linkButtonList', buttons: [{ text: 'Contact', page: contact }] },
      { blockType: 'textSection', buttonRoutePage1: contact, buttonRoute1: '/old-contact', buttonRoute2: '#form' },
    ]
    expect(resolvePageLinks(sections)).toMatchObject([
      { linkUrl: '/contact', linkText: 'Talk to us' },
      { cards: [{ linkUrl2: '/contact' }] },
      { buttons: [{ url: '/contact' }] },
      { buttonRoute1: '/contact', buttonRoute2: '#form' },
    ])
  })

  it('keep the typed address where no page is chosen', () => {
    const section = { linkPage: null, linkUrl: 'https://example.org/guide.pdf', imageLinkUrl: '#plans' }
    expect(resolvePageLinks(section)).toEqual(section)
  })

  it('lose their address when the chosen page is not shown (unpublished or deleted: only its id came back)', () => {
    expect(resolvePageLinks({ linkText: 'Old', linkPage: 12, linkUrl: '/typed-before' })).toMatchObject({ linkUrl: null })
    expect(resolvePageLinks({ page: { id: 3, path: '' }, url: '/x' })).toMatchObject({ url: null })
  })

  it('leave the data they were given unchanged', () => {
    const section = { linkPage: contact, linkUrl: '' }
    resolvePageLinks(section)
    expect(section.linkUrl).toBe('')
  })
})

describe('linksWithAddress', () => {
  it('leaves out menu links with no address (their chosen page is not shown)', () => {
    const links = [
      { label: 'Pricing', url: '/pricing' },
      { label: 'Unpublished', url: null },
      { label: 'Empty', url: '' },
    ]
    expect(linksWithAddress(links)).toEqual([{ label: 'Pricing', url: '/pricing' }])
    expect(linksWithAddress(null)).toEqual([])
  })
})
