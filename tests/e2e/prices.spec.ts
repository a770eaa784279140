import type { Page } from '@playwright/test'

import { LAUNCH_PRICE_TABLE } from '@/features/prices/launch-prices'
import { ADMIN_AXE_EXCEPTIONS, EDITORS, expect, expectNoAxeViolations, fillInAdmin, publishInAdmin, saveFinished, signInToAdmin, test } from './fixtures'

const PRICES = '/admin/globals/priceTable'

/** The calculator's result on the pricing page for a band and a term, as a visitor gets it. */
async function estimateOnSite(page: Page, band: string, term: string) {
  await page.goto('/pricing')
  const section = page.getByRole('region', { name: 'Estimate your annual price' })
  await section.getByRole('group', { name: 'Number of schools' }).getByRole('radio', { name: band }).check()
  await section.getByRole('group', { name: 'Term' }).getByRole('radio', { name: term }).check()
  await section.getByRole('button', { name: 'Calculate' }).click()
  return section.getByRole('status')
}

/** The price of the last band's first term (50+ schools, 1 year): no other test reads it. */
const lastBandFirstPrice = (page: Page) => page.locator(`#field-bands__${LAUNCH_PRICE_TABLE.bands.length - 1}__prices__0__price`)

test.describe('prices in the CMS', () => {
  // One editor account and one table: the tests run in order.
  test.describe.configure({ mode: 'serial' })

  test.afterEach(async ({ request }) => {
    // Back to the launch prices, published, for whatever runs next.
    expect((await request.post('/api/users/login', { data: EDITORS.prices })).ok()).toBe(true)
    const restored = await request.post('/api/globals/priceTable', { data: { ...LAUNCH_PRICE_TABLE, _status: 'published' } })
    expect(restored.ok()).toBe(true)
  })

  test('an editor changes a price: a draft changes nothing, publishing changes the calculator, a wrong figure is refused', async ({ page, browser }) => {
    const visitor = await (await browser.newContext()).newPage()
    await expect(await estimateOnSite(visitor, '50+', '1 Year')).toContainText('$2,508 per school for 1 year')

    await signInToAdmin(page, EDITORS.prices)
    await page.goto(PRICES)
    await expect(page.getByText('From 50 schools')).toBeVisible()
    await expect(page.getByText('1 Year: $2,508').last()).toBeVisible()
    await expectNoAxeViolations(page, ADMIN_AXE_EXCEPTIONS)

    // A draft: visitors still get the published price.
    await fillInAdmin(lastBandFirstPrice(page), '2600')
    const draft = page.waitForResponse((response) => response.url().includes('/api/globals/priceTable') && response.request().method() === 'POST')
    await page.getByRole('button', { name: 'Save draft' }).click()
    expect((await draft).ok()).toBe(true)
    await saveFinished(page)
    await expect(await estimateOnSite(visitor, '50+', '1 Year')).toContainText('$2,508 per school for 1 year')

    // Published: the next visitor gets the new price, with no deploy.
    const published = await publishInAdmin(page, (url, method) => url.pathname === '/api/globals/priceTable' && method === 'POST')
    expect(published.ok()).toBe(true)
    await expect(await estimateOnSite(visitor, '50+', '1 Year')).toContainText('$2,600 per school for 1 year')

    // Not a whole number of dollars: refused where it was typed, and the site keeps the published price.
    await fillInAdmin(lastBandFirstPrice(page), '25.5')
    const refused = await publishInAdmin(page, (url, method) => url.pathname === '/api/globals/priceTable' && method === 'POST')
    expect(refused.status()).toBe(400)
    await expect(page.getByText('Enter a whole number of dollars above zero, such as 2778.')).toBeVisible()
    await expect(await estimateOnSite(visitor, '50+', '1 Year')).toContainText('$2,600 per school for 1 year')
    await visitor.context().close()
  })

  test('bands out of order are refused with a message that says how to fix them', async ({ request }) => {
    expect((await request.post('/api/users/login', { data: EDITORS.prices })).ok()).toBe(true)
    const [first, second, ...rest] = LAUNCH_PRICE_TABLE.bands
    const response = await request.post('/api/globals/priceTable', { data: { bands: [second, first, ...rest], _status: 'published' } })
    expect(response.status()).toBe(400)
    const body = (await response.json()) as { errors: { data?: { errors?: { path: string; message: string }[] } }[] }
    expect(body.errors[0].data?.errors).toEqual([
      expect.objectContaining({
        path: 'bands',
        message: 'Band 2 starts at 2 schools, not more than the band before it (5): list the bands from the fewest schools to the most.',
      }),
    ])
  })

  test('visitors cannot read the table, drafts included, through the API', async ({ request }) => {
    expect((await request.get('/api/globals/priceTable')).status()).toBe(403)
    expect((await request.get('/api/globals/priceTable?draft=true')).status()).toBe(403)
  })
})
