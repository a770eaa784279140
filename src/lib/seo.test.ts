import { describe, expect, it } from 'vitest'

import { absolute, isIndexable, jsonLdScript, pageMetadata, siteOrigin, siteStructuredData, usesSeoV2 } from './seo'

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

describe('social image', () => {
  it('uses the page image when set', () => {
    const meta = pageMetadata({ title: 'Pricing', seo: { image: { id: 1, url: '/media/pricing.png' } as never }, seoV2: {} }, ctx)
    expect(meta.openGraph?.images).toEqual([{ url: 'https://www.heartwiselearning.org/media/pricing.png' }])
  })
  it('falls back to the default 1200×630 image on the search-site domain', () => {
    const meta = pageMetadata({ title: 'Pricing', seo: {}, seoV2: {} }, ctx)
    expect(meta.openGraph?.images).toEqual([{ url: 'https://www.heartwiselearning.org/og-default.png', width: 1200, height: 630 }])
    expect(meta.twitter).toMatchObject({ card: 'summary', images: ['https://www.heartwiselearning.org/og-default.png'] })
  })
})

describe('sitemap and robots rules', () => {
  it('keeps a page out of search results in its head exactly when the sitemap leaves it out', () => {
    const pages = [
      { path: '/a', seo: { robots: ['noindex' as const] }, seoV2: { metaDescription: 'v2 in use', metaRobotsIndex: true } },
      { path: '/b', seo: { robots: ['index' as const] }, seoV2: { metaRobotsIndex: false } },
      { path: '/c', seo: {}, seoV2: {} },
    ]
    for (const page of pages) {
      expect(pageMetadata({ title: 'T', ...page }, ctx).robots).toMatchObject({ index: isIndexable(page) })
    }
    expect(pages.map(isIndexable)).toEqual([false, false, true])
  })

  it('keeps pages out of the sitemap when either SEO field set says noindex', () => {
    expect(isIndexable({ path: '/pricing', seo: { robots: ['follow'] }, seoV2: { metaRobotsIndex: true } })).toBe(true)
    expect(isIndexable({ path: '/search', seo: { robots: ['noindex', 'follow'] }, seoV2: {} })).toBe(false)
    expect(isIndexable({ path: '/pricing', seo: {}, seoV2: { metaRobotsIndex: false } })).toBe(false)
  })
  it('keeps disallowed paths out', () => {
    expect(isIndexable({ path: '/blocks', seo: {}, seoV2: {} })).toBe(false)
    expect(isIndexable({ path: '/blocks-and-more', seo: {}, seoV2: {} })).toBe(true)
    expect(isIndexable({ path: '/', seo: {}, seoV2: {} })).toBe(true)
  })
  it('uses the search-site domain as the public address, else SITE_URL', () => {
    expect(siteOrigin('https://www.heartwiselearning.org/', 'http://localhost:3000')).toBe('https://www.heartwiselearning.org')
    expect(siteOrigin('', 'http://localhost:3000')).toBe('http://localhost:3000')
    expect(siteOrigin(null, 'http://localhost:3000/')).toBe('http://localhost:3000')
  })
})

describe('structured data', () => {
  const data = siteStructuredData({ origin: 'https://www.heartwiselearning.org', siteName: 'Heartwise Learning' })
  it('names the organisation and the website with a search action on the hash-based search page', () => {
    const [organization, website] = data['@graph']
    expect(data['@context']).toBe('https://schema.org')
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Heartwise Learning', url: 'https://www.heartwiselearning.org/' })
    expect(website).toMatchObject({
      '@type': 'WebSite',
      publisher: { '@id': organization['@id'] },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://www.heartwiselearning.org/search#{search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    })
  })
  it('serialises to JSON that cannot close its script element', () => {
    const script = jsonLdScript(siteStructuredData({ origin: 'https://a.org', siteName: '</script><b>' }))
    expect(script).not.toContain('<')
    expect(JSON.parse(script)['@graph'][0].name).toBe('</script><b>')
  })
})
