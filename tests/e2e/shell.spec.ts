import { productionURL } from '../../playwright.config'
import { expect, expectNoAxeViolations, test, waitForScript } from './fixtures'

test.describe('head metadata', () => {
  test('uses the SEO fields with the canonical on the search-site domain', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.heartwiselearning.org')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Research-based social-emotional learning/)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Heartwise Learning: human skills, real impact')
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary')
    await page.goto('/search')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.heartwiselearning.org/search')
  })
})

test.describe('review tools bar', () => {
  test('shows page id, space, title and an edit link outside production', async ({ page }) => {
    await page.goto('/webinars')
    const bar = page.getByRole('complementary', { name: 'Review tools' })
    // The page's own space; pages without one show the site setting.
    await expect(bar).toContainText('Space: Webinars')
    await expect(bar).toContainText('Title: Live Webinars')
    const id = (await bar.textContent())?.match(/Page id:\s*(\d+)/)?.[1]
    expect(id).toBeTruthy()
    await expect(bar.getByRole('link', { name: /Edit this page/ })).toHaveAttribute('href', `/admin/collections/pages/${id}`)
    await page.goto('/pricing')
    await expect(page.getByRole('complementary', { name: 'Review tools' })).toContainText('Space: Public site')
  })

  test('is absent in production', async ({ page }) => {
    await page.goto(`${productionURL}/webinars`)
    await expect(page.getByRole('heading', { level: 1, name: 'Webinars' })).toBeVisible()
    await expect(page.getByRole('complementary', { name: 'Review tools' })).toHaveCount(0)
  })
})

test.describe('header and footer', () => {
  test('the header marks the current route and the footer links to the configured domains', async ({ page }) => {
    await page.goto('/webinars')
    await expect(page.locator('header[data-app-id="2"]')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Webinars' })).toHaveAttribute('aria-current', 'page')
    const store = page.getByRole('contentinfo').getByRole('link', { name: /Store/ })
    await expect(store).toHaveAttribute('href', 'https://store.heartwiselearning.org')
    await expect(store).not.toHaveAttribute('target', '_blank')
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Help center' })).toHaveAttribute(
      'href',
      'https://support.heartwiselearning.org/hc',
    )
  })

  test('a menu too long for one line folds behind the Menu button on a wide screen too: the header never grows a second row', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    const header = page.locator('header')
    const toggle = page.getByRole('button', { name: 'Menu' })
    const oneRow = (await header.boundingBox())!.height
    await expect(toggle).toBeHidden()
    // What an editor adding menu items gets, made here in the page so the shared header stays as seeded.
    await page.getByRole('navigation', { name: 'Main' }).locator('ul').evaluate((list) => {
      for (const label of ['Sample Lessons', 'Family Supports']) {
        const item = list.insertBefore(document.createElement('li'), list.lastElementChild)
        const link = item.appendChild(document.createElement('a'))
        link.href = '/sample-lessons'
        link.textContent = label
      }
    })
    await page.setViewportSize({ width: 1281, height: 800 })
    await expect(toggle).toBeVisible()
    // Still one row: the Menu button in place of the links (a second row of links would add some 40 px).
    expect(Math.abs((await header.boundingBox())!.height - oneRow)).toBeLessThan(4)
    await toggle.click()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Family Supports' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('the menu folds behind a button on small screens', async ({ page }) => {
    await page.setViewportSize({ width: 420, height: 800 })
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Menu' })
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })
    await expect(link).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    // On the narrowest phones the button wraps under the brand, at the left: the open menu stays on screen.
    for (const width of [420, 320]) {
      await page.setViewportSize({ width, height: 800 })
      const box = await page.getByRole('navigation', { name: 'Main' }).getByRole('list').boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= width, `the open menu at ${width} px: ${JSON.stringify(box)}`).toBe(true)
    }
    await page.setViewportSize({ width: 420, height: 800 })
    await link.click()
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toBeHidden()
  })
})

test.describe('scrolling', () => {
  test('return to top is hidden at the top, shown after scrolling, and goes back to the content', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 })
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Return to top' })
    await expect(button).toBeHidden()
    await page.mouse.wheel(0, 600)
    await expect(button).toBeVisible()
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBeLessThan(200)
    await expect(page.locator('#content')).toBeFocused()
  })

  test('on a phone return to top never sits on the content while the visitor reads on: it shows when they head back up, never over a form field', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 })
    await page.goto('/contact')
    const button = page.getByRole('button', { name: 'Return to top' })
    // Reading down to the territories: the control stays away, so every territory can be read and pressed.
    await page.mouse.move(180, 300)
    for (let step = 0; step < 8; step++) await page.mouse.wheel(0, 250)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500)
    await expect(button).toBeHidden()
    // Heading back up: a round control in the corner, named for screen readers.
    await page.mouse.wheel(0, -150)
    await expect(button).toBeVisible()
    const box = (await button.boundingBox())!
    expect(box.width).toBeLessThanOrEqual(48)
    await button.click()
    await expect.poll(() => page.evaluate(() => Math.abs(document.getElementById('content')!.getBoundingClientRect().top)), { timeout: 3000 }).toBeLessThan(2)
    await expect(page.locator('#content')).toBeFocused()

    // Filling in a form: hidden while a field has the focus, so it covers neither the field nor its message.
    await page.goto('/out-of-school-time-program')
    const field = page.getByLabel('First name', { exact: true }).first()
    await field.scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, -100)
    await expect(button).toBeVisible()
    await field.focus()
    await expect(button).toBeHidden()
  })

  test('a # link scrolls smoothly to the anchored section', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 })
    await page.goto('/high-school-sel-curriculum')
    await waitForScript(page)
    // Every position the page passes through: a jump has one, a smooth scroll many on the way down.
    await page.evaluate(() => {
      const positions: number[] = []
      Object.assign(window, { scrollPositions: positions })
      window.addEventListener('scroll', () => positions.push(window.scrollY))
    })
    await page.getByRole('link', { name: 'Sign up for updates' }).click()
    await expect(page).toHaveURL(/#updates$/)
    await expect(page.locator('#updates-scroll')).toBeInViewport()
    await expect(page.locator('#updates-scroll')).toBeFocused()
    const positions = await page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions)
    const between = new Set(positions.filter((y) => y > 0 && y < positions.at(-1)!))
    expect(between.size, `positions ${positions.join(', ')}`).toBeGreaterThan(2)
  })

  test('a page opened with a hash scrolls smoothly to that section, once', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 })
    // Every position the page passes through from its first moment: a jump has one, a smooth scroll many.
    await page.addInitScript(() => {
      const positions: number[] = []
      Object.assign(window, { scrollPositions: positions })
      window.addEventListener('scroll', () => positions.push(window.scrollY))
    })
    await page.goto('/high-school-sel-curriculum#updates')
    await expect(page.locator('#updates-scroll')).toBeInViewport()
    await expect.poll(() => page.evaluate(() => Math.abs(document.getElementById('updates-scroll')!.getBoundingClientRect().top))).toBeLessThan(2)
    const positions = await page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions)
    const end = positions.at(-1)!
    expect(end).toBeGreaterThan(500)
    const between = new Set(positions.filter((y) => y > 0 && y < end))
    expect(between.size, `positions ${positions.join(', ')}`).toBeGreaterThan(2)
    // Once: it never turns back up on the way.
    expect(positions.every((y, index) => index === 0 || y >= positions[index - 1]!), `positions ${positions.join(', ')}`).toBe(true)
  })
})

test.describe('advertising pixel', () => {
  const pixel = 'script#ad-pixel'
  /** The pixel id the demo seed puts in the site settings (src/seed/index.ts). */
  const pixelId = '492038117760331'
  const init = ['init', pixelId]
  const pageView = ['track', 'PageView']
  /** Runs in the page: what the pixel stand-in (tests/e2e/fixtures.ts) recorded. */
  const pixelLog = () => (window as unknown as { __adPixel?: { loads: number; commands: unknown[][] } }).__adPixel ?? null

  test('is on classroom-kits routes only, initialised once, with a page view per visit, also across client-side navigation', async ({
    page,
  }) => {
    await page.goto('/elementary-school-curriculum/classroom-kits')
    await expect(page.locator(pixel)).toHaveCount(1)
    // Queued before the script arrived, replayed by it.
    await expect.poll(() => page.evaluate(pixelLog)).toEqual({ loads: 1, commands: [init, pageView] })

    await page.getByRole('contentinfo').getByRole('link', { name: 'Early Learning' }).click()
    await expect(page).toHaveURL(/early-learning-curriculum$/)
    await expect(page.locator(pixel)).toHaveCount(0)

    await page.getByRole('contentinfo').getByRole('link', { name: 'Elementary classroom kits' }).click()
    await expect(page).toHaveURL(/classroom-kits$/)
    await expect(page.locator(pixel)).toHaveCount(1)
    // The same document: no second init, one more page view, none for the early-learning visit in between.
    await expect.poll(async () => (await page.evaluate(pixelLog))?.commands).toEqual([init, pageView, pageView])
  })

  test('is absent elsewhere', async ({ page }) => {
    await page.goto('/elementary-school-curriculum/digital-program')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator(pixel)).toHaveCount(0)
    expect(await page.evaluate(pixelLog)).toBeNull()
  })

  test('never loads while the browser sends Global Privacy Control, and the footer says so', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }))
    await page.goto('/elementary-school-curriculum/classroom-kits')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByText('Your browser asks sites not to share your information (Global Privacy Control): we do not.')).toBeVisible()
    await expect(page.locator(pixel)).toHaveCount(0)
    expect(await page.evaluate(pixelLog)).toBeNull()
  })

  test('"Do not share my information" in the footer stops the pixel at once and on every later visit', async ({ page }) => {
    await page.goto('/elementary-school-curriculum/classroom-kits')
    await expect(page.locator(pixel)).toHaveCount(1)
    const toggle = page.getByRole('contentinfo').getByRole('button', { name: 'Do not share my information' })
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('contentinfo').getByRole('status')).toHaveText('On: your visits are not shared with advertisers.')
    await expect(page.locator(pixel)).toHaveCount(0)
    await expectNoAxeViolations(page)

    await page.reload()
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Do not share my information' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.locator(pixel)).toHaveCount(0)
    expect(await page.evaluate(pixelLog)).toBeNull()
  })
})

test.describe('links', () => {
  test('PDFs and other hosts open in a new tab, site paths in the same tab', async ({ page }) => {
    await page.goto('/elementary-school-curriculum/digital-program')
    const pdf = page.getByRole('link', { name: /Download the planning guide/ })
    await expect(pdf).toHaveAttribute('target', '_blank')
    await expect(pdf).toHaveAccessibleName(/opens in a new tab/)
    await expect(page.getByRole('link', { name: 'Get a quote' })).not.toHaveAttribute('target', '_blank')
  })
})
