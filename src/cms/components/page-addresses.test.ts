import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { linkedRoute, liveAddress, navigationUses } from './page-addresses'

const own = ['https://www.heartwiselearning.org', 'http://localhost:3000']

describe('linkedRoute', () => {
  it('reads the page route of paths, {publicSite} addresses and full addresses on the site', () => {
    expect(linkedRoute('/Webinars/?tab=live#top', own)).toBe('/webinars')
    expect(linkedRoute('{publicSite}/pricing', own)).toBe('/pricing')
    expect(linkedRoute('https://www.heartwiselearning.org/faq', own)).toBe('/faq')
    expect(linkedRoute('http://localhost:3000/', own)).toBe('/')
  })

  it('answers null for other sites, configured domains and anything that is not an address', () => {
    for (const url of ['https://example.com/faq', '//example.com/faq', '{support}/hc', 'mailto:a@b.c', 'not a url', '', null, 42]) {
      expect(linkedRoute(url, own)).toBeNull()
    }
  })
})

describe('navigationUses', () => {
  const header = {
    navigation: [
      { label: 'Webinars', url: '/webinars' },
      { label: 'Pricing', url: '/pricing' },
    ],
    ctaLabel: 'Contact us',
    ctaUrl: '/contact',
  }
  const footer = {
    columns: [
      { heading: 'Learn more', links: [{ label: 'All webinars', url: 'https://www.heartwiselearning.org/webinars' }, { label: 'Help', url: '{support}/hc' }] },
    ],
  }

  it('names every menu place that links to the page', () => {
    expect(navigationUses({ pageId: 4, route: '/webinars' }, header, footer, own)).toEqual([
      { global: 'header', place: 'Header menu: Webinars' },
      { global: 'footer', place: 'Footer, Learn more: All webinars' },
    ])
    expect(navigationUses({ pageId: 5, route: '/contact' }, header, footer, own)).toEqual([{ global: 'header', place: 'Header button: Contact us' }])
  })

  it('finds links that chose the page, whatever its address, and not those that chose another page', () => {
    const chosen = {
      navigation: [
        { label: 'Our webinars', page: 4, url: null },
        { label: 'Old typed link', page: 9, url: '/webinars' },
      ],
      ctaLabel: 'Join a webinar',
      ctaPage: { id: 4 },
    }
    expect(navigationUses({ pageId: '4', route: '/events' }, chosen, {}, own)).toEqual([
      { global: 'header', place: 'Header menu: Our webinars' },
      { global: 'header', place: 'Header button: Join a webinar' },
    ])
    expect(navigationUses({ pageId: 7, route: '/webinars' }, chosen, {}, own)).toEqual([])
  })

  it('finds nothing for a page no menu links to, or empty menus', () => {
    expect(navigationUses({ pageId: 6, route: '/webinars/on-demand' }, header, footer, own)).toEqual([])
    expect(navigationUses({ pageId: 4, route: '/webinars' }, {}, {}, own)).toEqual([])
    expect(navigationUses({}, header, footer, own)).toEqual([])
  })
})

describe('liveAddress', () => {
  const payload = {
    findGlobal: async () => ({ searchSiteDomain: 'https://www.heartwiselearning.org/' }),
    find: async () => ({ docs: [{ id: 7, path: '/faq' }, { id: 1, path: '/' }] }),
  } as unknown as Payload

  it('is the published page’s public address and path', async () => {
    expect(await liveAddress(payload, 7)).toEqual({ path: '/faq', url: 'https://www.heartwiselearning.org/faq' })
    expect(await liveAddress(payload, '1')).toEqual({ path: '/', url: 'https://www.heartwiselearning.org/' })
  })

  it('is null for a page never published or not saved yet', async () => {
    expect(await liveAddress(payload, 8)).toBeNull()
    expect(await liveAddress(payload, undefined)).toBeNull()
  })
})
