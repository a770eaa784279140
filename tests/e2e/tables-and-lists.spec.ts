import { expect, expectNoAxeViolations, test } from './fixtures'

const PRICING = '/pricing'

test.describe('tables and lists', () => {
  test('on a phone the pricing table scrolls in its own focusable container, not the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(PRICING)
    const scroller = page.getByRole('region', { name: 'Table: Classroom kit pricing' })
    await expect(scroller).toBeVisible()
    const table = scroller.getByRole('table', { name: 'Classroom kit pricing' })
    // At least 37.5rem (600 px) wide, wider than the container on a phone.
    expect((await table.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(600)
    const widths = await scroller.evaluate((element) => ({ client: element.clientWidth, scroll: element.scrollWidth }))
    expect(widths.scroll).toBeGreaterThan(widths.client)
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

    // Keyboard users reach the container and scroll it with the arrow keys.
    await scroller.focus()
    await expect(scroller).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
  })

  test('on a phone every table that scrolls shows its next columns beside the first and says that it scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    for (const route of [PRICING, '/contact']) {
      await page.goto(route)
      const tables = page.getByRole('region', { name: /^Table: / })
      let scrolling = 0
      for (const region of await tables.all()) {
        const name = await region.getAttribute('aria-label')
        const state = await region.evaluate((element) => {
          const box = element.getBoundingClientRect()
          const second = element.querySelector('tr > :nth-child(2)')!.getBoundingClientRect()
          return { overflows: element.scrollWidth > element.clientWidth, secondShows: box.right - second.left }
        })
        const hint = region.locator('xpath=following-sibling::*[1]')
        if (!state.overflows) {
          await expect(hint, `${route} ${name}`).toBeHidden()
          continue
        }
        scrolling += 1
        // At least 40 px of the second column are in view before any scrolling.
        expect(state.secondShows, `${route} ${name}`).toBeGreaterThan(40)
        await expect(hint, `${route} ${name}`).toHaveText('Scroll the table sideways to see every column.')
        await expect(hint, `${route} ${name}`).toBeVisible()
        // Scrolled, the first column stays where it was.
        const first = region.locator('tr > :first-child').first()
        const before = (await first.boundingBox())!.x
        await region.evaluate((element) => element.scrollBy(200, 0))
        expect((await first.boundingBox())!.x, `${route} ${name}`).toBe(before)
      }
      expect(scrolling, route).toBeGreaterThan(1)
    }
  })

  test('the pricing page with its tables, checklist and cards passes axe', async ({ page }) => {
    await page.goto(PRICING)
    await expect(page.getByRole('table', { name: 'Compare license terms' }).getByRole('cell', { name: 'Included' }).first()).toBeAttached()
    await expect(page.getByRole('term').filter({ hasText: 'Total Awarded' })).toBeVisible()
    await expect(page.getByRole('term').filter({ hasText: 'Schools Served' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('on a phone the pricing page passes axe too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(PRICING)
    await expectNoAxeViolations(page)
  })
})
