import type { APIRequestContext } from '@playwright/test'

import { EDITORS, expect, seededRoutes, test } from './fixtures'

/** The site's public address as the pages' canonical links use it: the search-site domain from the site settings. */
async function publicOrigin(request: APIRequestContext) {
  const settings = await (await request.get('/api/globals/siteSettings')).json()
  return String(settings.searchSiteDomain).replace(/\/+$/, '')
}

const sitemapUrls = async (request: APIRequestContext) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('xml')
  const xml = await response.text()
  return { xml, urls: [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]) }
}

test('robots.txt keeps crawlers out of the CMS, the API, the gallery and previews, and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const text = await response.text()
  for (const path of ['/admin', '/api', '/blocks', '/next/']) expect(text).toContain(`Disallow: ${path}\n`)
  expect(text).toContain(`Sitemap: ${await publicOrigin(request)}/sitemap.xml`)
})

test('the sitemap lists indexable published pages on the public address and follows publishing', async ({ request }) => {
  const origin = await publicOrigin(request)
  const { xml, urls } = await sitemapUrls(request)
  const indexable = seededRoutes.filter((route) => route !== '/search' && !route.startsWith('/blocks'))
  for (const route of indexable) expect(urls).toContain(route === '/' ? origin : `${origin}${route}`)
  // Both are noindex in the seed: the search page (v1 robots) and the block gallery.
  expect(urls).not.toContain(`${origin}/search`)
  expect(urls).not.toContain(`${origin}/blocks`)
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/)

  expect((await request.post('/api/users/login', { data: EDITORS.seo })).ok()).toBe(true)
  const path = `/sitemap-check-${Date.now().toString(36)}`
  const created = await request.post('/api/pages', { data: { title: 'Sitemap check', path, _status: 'published' } })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  const entry = (await sitemapUrls(request)).xml.match(new RegExp(`<url>\\s*<loc>${origin}${path}</loc>\\s*<lastmod>([^<]+)</lastmod>`))
  expect(entry, 'new page in the sitemap').not.toBeNull()
  expect(new Date(entry![1]).toISOString()).toBe(new Date(doc.updatedAt).toISOString())

  const hidden = await request.patch(`/api/pages/${doc.id}`, { data: { seoV2: { metaRobotsIndex: false }, _status: 'published' } })
  expect(hidden.ok()).toBe(true)
  expect((await sitemapUrls(request)).urls).not.toContain(`${origin}${path}`)
})

test('every page carries one Organization and WebSite description with a search action', async ({ page, request }) => {
  const origin = await publicOrigin(request)
  const settings = await (await request.get('/api/globals/siteSettings')).json()
  for (const route of ['/', '/pricing', '/no-such-page']) {
    await page.goto(route)
    const scripts = page.locator('script[type="application/ld+json"]')
    await expect(scripts).toHaveCount(1)
    const data = JSON.parse((await scripts.textContent()) ?? '')
    expect(data['@context']).toBe('https://schema.org')
    const byType = Object.fromEntries(data['@graph'].map((node: { '@type': string }) => [node['@type'], node]))
    expect(byType.Organization).toMatchObject({ name: settings.siteName, url: `${origin}/` })
    expect(byType.WebSite.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search#{search_term_string}` },
      'query-input': 'required name=search_term_string',
    })
  }
})

test('pages without a social image share the default 1200×630 image', async ({ page, request }) => {
  const image = await request.get('/og-default.png')
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toBe('image/png')
  const png = await image.body()
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])

  await page.goto('/pricing')
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${await publicOrigin(request)}/og-default.png`)
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630')
})

test('redirects from the CMS apply where no page exists, and an edit changes them on the next request', async ({ request, baseURL }) => {
  expect((await request.post('/api/users/login', { data: EDITORS.redirects })).ok()).toBe(true)
  const suffix = Date.now().toString(36)
  const from = `/old-programs-${suffix}`

  const loop = await request.post('/api/redirects', { data: { from, to: `${from.toUpperCase()}/?utm=x` } })
  expect(loop.status()).toBe(400)
  expect(JSON.stringify(await loop.json())).toContain('own address')
  // Next repeats the Location header on the response that renders a redirect (vercel/next.js#82117); clients
  // that join repeated headers see "a, a". Every value must be the target.
  const targets = (response: { headers(): Record<string, string> }) => [
    ...new Set(response.headers().location.split(', ').map((location) => new URL(location, baseURL).href)),
  ]

  // Not found first, so a cached not-found answer must give way to the new redirect.
  expect((await request.get(from, { maxRedirects: 0 })).status()).toBe(404)

  const created = await request.post('/api/redirects', { data: { from: `Old-Programs-${suffix}/`, to: '/pricing', type: '301' } })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  expect(doc.from).toBe(from)

  // 301 is served as 308 (permanent, method kept), 302 as 307.
  const permanent = await request.get(from, { maxRedirects: 0 })
  expect(permanent.status()).toBe(308)
  expect(targets(permanent)).toEqual([`${baseURL}/pricing`])

  const edited = await request.patch(`/api/redirects/${doc.id}`, { data: { to: 'https://blog.heartwiselearning.org/programs', type: '302' } })
  expect(edited.ok()).toBe(true)
  const temporary = await request.get(from, { maxRedirects: 0 })
  expect(temporary.status()).toBe(307)
  expect(targets(temporary)).toEqual(['https://blog.heartwiselearning.org/programs'])
  // The next request gives the same answer.
  const again = await request.get(from, { maxRedirects: 0 })
  expect(again.status()).toBe(307)
  expect(targets(again)).toEqual(['https://blog.heartwiselearning.org/programs'])

  // A published page at the same address wins over a redirect.
  const pageWins = await request.post('/api/redirects', { data: { from: '/faq', to: '/pricing' } })
  expect(pageWins.status()).toBe(201)
  const faq = await request.get('/faq', { maxRedirects: 0 })
  expect(faq.status()).toBe(200)
  expect((await request.delete(`/api/redirects/${(await pageWins.json()).doc.id}`)).ok()).toBe(true)

  // Deleting the redirect brings back the not-found page.
  expect((await request.delete(`/api/redirects/${doc.id}`)).ok()).toBe(true)
  expect((await request.get(from, { maxRedirects: 0 })).status()).toBe(404)
})

test("a visitor following one of the demo's redirects lands on the page it names", async ({ page }) => {
  await page.goto('/sel-for-adults')
  await expect(page).toHaveURL(/\/social-emotional-learning-adults$/)
  await expect(page.locator('h1')).toHaveCount(1)
  await page.goto('/free-webinars')
  await expect(page).toHaveURL(/\/webinars$/)
})

test('the health check answers ok when the database is up and migrated and uploads can be stored', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  const body = await response.json()
  expect(body.status).toBe('ok')
  expect(body.checks.database).toEqual({ status: 'ok' })
  expect(body.checks.storage).toEqual({ status: 'ok' })
  expect((await request.get('/api/health/live')).status()).toBe(200)
})
