import { describe, expect, it } from 'vitest'

import { absolute, pageMetadata, usesSeoV2 } from './seo'

const ctx = { route: '/webinars', searchSiteDomain: 'https://www.heartwiselearning.org', siteName: 'Heartwise Learning' }

describe('page metadata', () => {
  it('uses the v1 fields when v2 is empty, with the canonical on the search-site domain', () => {
    const meta = pageMetadata(
      {
        title: 'Live Webinars',
        seo: {
          title: 'Webinars for educators',
          description: 'Free live webinars',
          robots: ['noindex', 'follow'],
          alternateUrl: '/es/webinars',
          alternateHrefLang: 'es',
          card: 'summary_large_image',
          creator: '@heartwise',
        },
        seoV2: { metaRobotsIndex: true, metaRobotsFollow: true },
      },
      ctx,
    )
    expect(meta.title).toBe('Webinars for educators')
    expect(meta.description).toBe('Free live webinars')
    expect(meta.robots).toEqual({ index: false, follow: true })
    expect(meta.alternates).toEqual({
      canonical: 'https://www.heartwiselearning.org/webinars',
      languages: { es: 'https://www.heartwiselearning.org/es/webinars' },
    })
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', creator: '@heartwise' })
  })

  it('uses the v2 fields when any is filled', () => {
    const page = {
      title: 'Home',
      seo: { description: 'old description' },
      seoV2: { metaDescription: 'New description', metaRobotsIndex: false, metaRobotsFollow: true, canonicalUrl: '/home', socialTitle: 'Share me' },
    }
    expect(usesSeoV2(page)).toBe(true)
    const meta = pageMetadata(page, ctx)
    expect(meta.description).toBe('New description')
    expect(meta.robots).toEqual({ index: false, follow: true })
    expect(meta.alternates?.canonical).toBe('https://www.heartwiselearning.org/home')
    expect(meta.openGraph).toMatchObject({ title: 'Share me', siteName: 'Heartwise Learning' })
  })

  it('falls back to the page title and route', () => {
    const meta = pageMetadata({ title: 'Pricing', seo: {}, seoV2: {} }, { ...ctx, route: '/pricing' })
    expect(meta.title).toBe('Pricing')
    expect(meta.alternates?.canonical).toBe('https://www.heartwiselearning.org/pricing')
    expect(meta.robots).toEqual({ index: true, follow: true })
  })
})

it('joins domain and path', () => {
  expect(absolute('https://a.org/', '/x')).toBe('https://a.org/x')
  expect(absolute('https://a.org', '/')).toBe('https://a.org')
  expect(absolute('https://a.org', 'https://b.org/y')).toBe('https://b.org/y')
})
