import { marketingFormsURL } from '../../playwright.config'
import { COMPILE_HINT } from '../../scripts/build/startup-compile-hints.mjs'
import { expect, expectNoAxeViolations, seededRoutes, test } from './fixtures'

for (const route of seededRoutes) {
  test(`${route} renders with one main heading, no console errors and no axe violations`, async ({ page, consoleErrors, baseURL }) => {
    // Nothing third-party (video players, their thumbnails, marketing scripts) loads before a visitor asks for it;
    // a marketing form near the window is one the visitor reaches, and loads from its provider (the stand-in here).
    const foreignRequests: string[] = []
    page.on('request', (request) => {
      const url = request.url()
      if (!url.startsWith(baseURL!) && !url.startsWith('data:') && !url.startsWith(`${marketingFormsURL}/`)) foreignRequests.push(url)
    })
    const response = await page.goto(route)
    expect(response?.status()).toBe(200)
    // Every page runs under the site's content security policy (the page fixture fails the test on a violation).
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
    await expect(page).toHaveTitle(/\S/)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('h1')).toBeVisible()
    await expect(page.locator('main#content')).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectNoAxeViolations(page)
    // Every stylesheet the page preloads is one it uses (an unused one is a console warning and a wasted request).
    const unusedPreloads = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="preload"][as="style"]')]
        .map((link) => link.getAttribute('href'))
        .filter((href) => !document.querySelector(`link[rel="stylesheet"][href="${href}"]`)),
    )
    expect(unusedPreloads).toEqual([])
    expect(consoleErrors).toEqual([])
    expect(foreignRequests).toEqual([])
  })
}

test('the block gallery shows every block, one page per group, and is kept out of search engines', async ({ page }) => {
  await page.goto('/blocks')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByRole('heading', { level: 1, name: 'Block gallery' })).toBeVisible()
  await page.getByRole('link', { name: 'Heroes', exact: true }).click()
  await expect(page).toHaveURL(/\/blocks\/heroes$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Block gallery: Heroes' })).toBeVisible()
  for (const name of ['Skills for learning, skills for life', 'Calmer classrooms start with shared skills', 'Sample lessons']) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()
  }
  await expect(page.getByText('Available in English and Spanish!')).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await page.goto('/blocks/layout')
  await expect(page.locator('[data-spacer]')).toHaveCount(8)
  const headings: Record<string, string[]> = {
    '/blocks/text': ['Why social-emotional learning matters'],
    '/blocks/banners': ['Lakeview Elementary', 'Getting started', 'Ready to see it in your classroom?'],
  }
  for (const [path, names] of Object.entries(headings)) {
    await page.goto(path)
    for (const name of names) await expect(page.getByRole('heading', { name }).first()).toBeVisible()
  }
})

test('a section only the server renders is styled by its stylesheet and adds nothing to the page\'s scripts', async ({ page }) => {
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
  })
  await page.goto('/notifications')
  await page.waitForLoadState('networkidle')
  const list = page.locator('main#content ul').first()
  await expect(list).toHaveCSS('list-style-type', 'none')
  await expect(list).toHaveCSS('display', 'grid')
  const listClass = (await list.getAttribute('class')) ?? ''
  const menuClass = (await page.locator('button[aria-expanded]', { hasText: 'Menu' }).getAttribute('class')) ?? ''
  expect(listClass).toMatch(/\w+__\w+/)
  const code = (await Promise.all(scripts)).join('\n')
  expect(code.includes(listClass), `the scripts name the list's class "${listClass}"`).toBe(false)
  // The header's menu button is a client component: its class names do travel with its script.
  expect(code.includes(menuClass), `the scripts name the menu button's class "${menuClass}"`).toBe(true)
})

test('the scripts a page starts with are compiled as they download; an island loaded on demand is not', async ({ page, request }) => {
  const hinted = (text: string) => text.startsWith(COMPILE_HINT)
  const html = await (await request.get('/')).text()
  // The production server lists the page's own scripts in its loader: [[src, id], …].
  const listed = JSON.parse(html.match(/\(function\(\)\{var s=(\[\[.*?\]\]);function a\(\)/)?.[1] ?? '[]') as [string, string][]
  const startup = listed.map(([src]) => src)
  expect(startup).toEqual(expect.arrayContaining([expect.stringMatching(/\/main-app-\w+\.js$/), expect.stringMatching(/\/webpack-\w+\.js$/)]))
  for (const src of startup) expect(hinted(await (await request.get(src)).text()), `${src} starts with the compile hint`).toBe(true)

  const later: Promise<[string, string]>[] = []
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (response.request().resourceType() === 'script' && !startup.includes(pathname)) later.push(response.text().then((text) => [pathname, text]))
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const islands = await Promise.all(later)
  expect(islands.length, 'the home page loads an island on demand').toBeGreaterThan(0)
  expect(islands.filter(([, text]) => hinted(text)).map(([src]) => src)).toEqual([])
})

test('an unknown address shows the branded 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'We can’t find that page' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expectNoAxeViolations(page)
})
