import fs from 'node:fs'

import { productionURL } from '../../playwright.config'
import { EDITORS, expect, test } from './fixtures'
import { cachedKeys, entryFile } from './page-cache'

const scriptSources = (policy: string | undefined) => policy?.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src ')) ?? ''

test('each page lists the hashes of its own inline scripts and allows no other inline script', async ({ request }) => {
  for (const path of ['/', '/pricing', '/sample-lessons?filter=bpu', '/no-such-page', '/admin/login']) {
    const response = await request.get(path)
    const html = await response.text()
    const sources = scriptSources(response.headers()['content-security-policy'])
    expect(sources, path).not.toContain("'unsafe-inline'")
    expect(sources, path).not.toContain("'unsafe-eval'")
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>/g)]
    expect(inline.length, `${path} inline scripts`).toBeGreaterThan(0)
    expect(sources.match(/'sha256-[A-Za-z0-9+/=]+'/g)?.length, `${path} hashes`).toBe(
      new Set([...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1])).size,
    )
  }
})

test('a script injected into a page does not run, and the browser reports it to the site', async ({ browser }) => {
  const page = await browser.newPage()
  const reported = new Promise<string>((resolve) => page.on('console', (m) => /Content Security Policy/.test(m.text()) && resolve(m.text())))
  const sentToSite = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/csp-report' && response.request().method() === 'POST')
  await page.goto('/')
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.body.append(script)
    await new Promise((resolve) => setTimeout(resolve, 100))
    return (window as { __injected?: boolean }).__injected === true
  })
  expect(ran).toBe(false)
  expect(await reported).toContain("script-src")
  const report = await sentToSite
  expect(report.status()).toBe(204)
  expect(report.request().postData()).toContain('script-src')
  await page.close()
})

/** The key of the page cache's entry for the page at `address`, once the server has written it. */
async function cachedPageKey(address: string) {
  const find = () => cachedKeys().find((key) => key.endsWith(`$/${address}`))
  await expect.poll(find).toBeTruthy()
  return find()!
}

test("a script injected into a page in the page cache does not run and is reported, while the page's own scripts run", async ({ browser, request }) => {
  // A page rendered and kept in the page cache, its entry copied to a new address with a script written into its HTML:
  // the server sends that HTML from the cache as it is.
  expect((await request.get('/out-of-school-time-program')).status()).toBe(200)
  const address = `injected-${Date.now()}`
  const key = await cachedPageKey('out-of-school-time-program')
  const stored = JSON.parse(fs.readFileSync(entryFile(key), 'utf8'))
  stored.key = key.replace(/\$\/out-of-school-time-program$/, `$/${address}`)
  stored.entry.value.html = stored.entry.value.html.replace('</body>', '<script>window.__injected=true</script></body>')
  // Without its cache tags, no publish in another test expires the copy before it is read.
  delete stored.entry.value.headers['x-next-cache-tags']
  fs.writeFileSync(entryFile(stored.key), JSON.stringify(stored))
  const page = await browser.newPage()
  const sentToSite = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/csp-report' && response.request().method() === 'POST')
  const response = await page.goto(`/${address}`)
  expect(await response?.text()).toContain('<script>window.__injected=true</script>')
  const report = await sentToSite
  expect(report.status()).toBe(204)
  expect(report.request().postData()).toContain('script-src')
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined()
  // The page's own scripts ran: its accordion opens.
  const question = page.getByRole('button', { name: 'How much time does an activity take?' })
  await question.click()
  await expect(question).toHaveAttribute('aria-expanded', 'true')
  await page.close()
})

test("client navigation works under the policy, so Next's own scripts ran", async ({ page }) => {
  await page.goto('/')
  await page.locator('a[href="/pricing"]').first().click()
  await expect(page).toHaveURL(/\/pricing$/)
})

test("the admin's main screens work under the policy", async ({ page }) => {
  const { email, password } = EDITORS.policy
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: 'Collections' }).or(page.getByText('Pages').first())).toBeVisible()
  await page.goto('/admin/collections/pages')
  await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'Social-Emotional Learning Curriculum for Schools' }).first().click()
  await expect(page.getByLabel('Title').first()).toHaveValue('Social-Emotional Learning Curriculum for Schools')
  for (const path of ['/admin/collections/media', '/admin/collections/pages/create', '/admin/globals/siteSettings', '/admin/account']) {
    await page.goto(path)
    await expect(page.locator('.template-default, .template-minimal').first()).toBeVisible()
  }
})

test('production answers carry HSTS; local development does not', async ({ request }) => {
  for (const path of ['/', '/api/health', '/admin/login']) {
    const production = await request.get(`${productionURL}${path}`, { headers: { origin: productionURL } })
    expect(production.headers()['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains')
    expect(production.headers()['content-security-policy'], path).toContain("frame-ancestors 'self'")
  }
  expect((await request.get('/')).headers()['strict-transport-security']).toBeUndefined()
})
