import type { Locator, Page } from '@playwright/test'

import { EDITORS, expect, expectNoAxeViolations, test, waitForScript } from './fixtures'

const ACTION = 'opens a modal with contact information for the representative'

const territoryMap = (page: Page) => page.getByRole('group', { name: 'Sales territory map' })
const place = (page: Page, name: string) => territoryMap(page).getByRole('button', { name: `${name}: ${ACTION}` })
const region = (page: Page, code: string) => territoryMap(page).locator(`[data-region="${code}"]`)
const fillOf = (locator: Locator) => locator.locator('path').evaluate((path) => getComputedStyle(path).fill)
const labelColorOf = (locator: Locator) => locator.locator('text').evaluate((text) => getComputedStyle(text).fill)
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow)

/** The places greyed now, by code. */
const greyed = (page: Page) =>
  territoryMap(page)
    .locator('[data-region][data-dimmed]')
    .evaluateAll((regions) => regions.map((element) => element.getAttribute('data-region')))

/** The seeded representatives of the territory with `code`, by name. */
async function representativesOf(page: Page, code: string) {
  const territories = await page.request.get(`/api/territories?where[states][in]=${code}&depth=0&limit=1`)
  const [territory] = ((await territories.json()) as { docs: { id: number; fullName: string }[] }).docs
  const people = await page.request.get(`/api/representatives?where[territory][equals]=${territory.id}&depth=0&sort=name&limit=50`)
  return { territory, people: ((await people.json()) as { docs: { name: string; email: string; phone: string }[] }).docs }
}

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('hovering a state highlights its whole territory and greys the others; leaving the map restores them', async ({ page }) => {
    await page.goto('/contact')
    await expect(territoryMap(page)).toBeVisible()
    const california = region(page, 'CA')
    const colour = await fillOf(california)
    await place(page, 'Texas').hover()
    await expect.poll(() => greyed(page)).toHaveLength(52 - 3)
    expect(await greyed(page)).not.toContain('NM')
    expect(await greyed(page)).not.toContain('LA')
    expect(await fillOf(california)).toBe('rgb(238, 238, 238)')
    expect(await labelColorOf(california)).toBe('rgb(136, 136, 136)')
    expect(await fillOf(region(page, 'NM'))).not.toBe('rgb(238, 238, 238)')
    await page.mouse.move(5, 5)
    await expect.poll(() => greyed(page)).toEqual([])
    expect(await fillOf(california)).toBe(colour)
  })

  test('Tab goes from territory to territory, the arrow keys from state to state within one, each territory highlighted, and Enter opens it', async ({ page }) => {
    await page.goto('/contact')
    // The territories are named groups of their states.
    await expect(territoryMap(page).getByRole('group', { name: 'Southwest' }).getByRole('button')).toHaveCount(3)
    await place(page, 'California').focus()
    await expect.poll(() => greyed(page)).toHaveLength(51)
    await page.keyboard.press('Tab')
    await expect(place(page, 'Canada')).toBeFocused()
    // Texas's territory is at most one Tab per territory away: 12 stops for the whole map, not 52.
    let stops = 1
    while (!(await place(page, 'Louisiana').evaluate((element) => element === document.activeElement)) && stops < 12) {
      await page.keyboard.press('Tab')
      stops += 1
    }
    await expect(place(page, 'Louisiana')).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(place(page, 'New Mexico')).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(place(page, 'Texas')).toBeFocused()
    await expect.poll(() => greyed(page)).toHaveLength(49)
    expect(await greyed(page)).not.toContain('LA')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Southwest' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Louisiana, New Mexico and Texas')
  })

  for (const width of [1024, 1440]) {
    test(`at ${width} px every small eastern state's label is a target of at least 24 by 24 pixels that opens its territory`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/contact')
      for (const code of ['VT', 'NH', 'MA', 'RI', 'CT', 'NJ', 'DE', 'MD', 'DC']) {
        const target = (await region(page, code).locator('rect').boundingBox())!
        expect(target.width, code).toBeGreaterThanOrEqual(24)
        expect(target.height, code).toBeGreaterThanOrEqual(24)
      }
      // The map's script has run, as before a visitor's first click on it.
      await waitForScript(region(page, 'DC'))
      await region(page, 'DC').locator('rect').scrollIntoViewIfNeeded()
      const label = (await region(page, 'DC').locator('text').boundingBox())!
      await page.mouse.click(label.x + label.width / 2, label.y + label.height / 2)
      const { territory } = await representativesOf(page, 'DC')
      await expect(page.getByRole('dialog', { name: territory.fullName })).toContainText('District of Columbia')
    })
  }

  test('a click opens the right territory’s representatives with mail and phone links; the page stays put; Escape closes and focus returns', async ({ page }) => {
    await page.goto('/contact')
    const { territory, people } = await representativesOf(page, 'TX')
    // Named as the page's territory tables name it.
    expect(territory.fullName).toBe('Southwest')
    await expect(page.getByRole('table').getByText('Southwest', { exact: true })).toBeAttached()
    await place(page, 'Texas').click()
    const dialog = page.getByRole('dialog', { name: 'Southwest' })
    await expect(dialog).toBeVisible()
    for (const person of people) {
      await expect(dialog.getByText(person.name, { exact: true })).toBeVisible()
      await expect(dialog.getByRole('link', { name: person.email })).toHaveAttribute('href', `mailto:${person.email}`)
      await expect(dialog.getByRole('link', { name: person.phone })).toHaveAttribute('href', `tel:${person.phone.replace(/[^\d+]/g, '')}`)
    }
    expect(await bodyOverflow(page)).toBe('hidden')
    const scrolled = await page.evaluate(() => window.scrollY)
    await page.mouse.wheel(0, 600)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(place(page, 'Texas')).toBeFocused()
    expect(await bodyOverflow(page)).not.toBe('hidden')
  })

  test('Space opens Canada, and the close button closes it', async ({ page }) => {
    await page.goto('/contact')
    await place(page, 'Canada').focus()
    await page.keyboard.press(' ')
    const dialog = page.getByRole('dialog', { name: 'Canada' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(place(page, 'Canada')).toBeFocused()
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('shows the map picture instead of the map, and each territory in the list opens its representatives', async ({ page }) => {
    await page.goto('/contact')
    await expect(territoryMap(page)).toBeHidden()
    await expect(page.getByRole('img', { name: 'Map of our 12 sales territories across the United States and Canada' }).first()).toBeVisible()
    const list = page.getByRole('list', { name: 'Sales territories' })
    await expect(list.getByRole('button')).toHaveCount(12)
    const { people } = await representativesOf(page, 'FL')
    const button = list.getByRole('button', { name: 'Southeast Florida, Georgia, North Carolina and South Carolina' })
    await button.tap()
    const dialog = page.getByRole('dialog', { name: 'Southeast' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name: people[0].email })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
  })
})

test.describe('the larger map on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('"View the larger map" shows the map larger than the page does, to move around in, with the full-size picture a tap away', async ({ page }) => {
    await page.goto('/contact')
    const section = page.getByRole('region', { name: 'Our territories at a glance' })
    const inline = (await section.getByRole('img').first().boundingBox())!
    await section.getByRole('button', { name: 'View the larger map' }).tap()
    const dialog = page.getByRole('dialog', { name: 'Our territories at a glance' })
    await expect(dialog).toBeVisible()
    const zoom = dialog.getByRole('region', { name: /enlarged$/ })
    await expect(zoom.getByRole('img')).toBeVisible()
    const enlarged = (await zoom.getByRole('img').boundingBox())!
    expect(enlarged.width).toBeGreaterThan(inline.width * 1.5)
    // It moves inside its own box; the page does not scroll sideways.
    expect(await zoom.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    const full = dialog.getByRole('link', { name: /Open the full-size picture/ })
    await expect(full).toHaveAttribute('target', '_blank')
    expect((await page.request.get((await full.getAttribute('href'))!)).status()).toBe(200)
    await expectNoAxeViolations(page)
  })
})

test('a territory cannot take a state another territory has: the CMS refuses it, naming both', async ({ request }) => {
  expect((await request.post('/api/users/login', { data: EDITORS.territories })).ok()).toBe(true)
  // Every place is seeded into a territory: a new one taking Texas is refused on its states field.
  const response = await request.post('/api/territories', { data: { color: '#123456', states: ['TX'] } })
  expect(response.status()).toBe(400)
  const { errors } = (await response.json()) as { errors: { data?: { errors?: { path: string; message: string }[] } }[] }
  expect(errors[0].data?.errors).toEqual([
    expect.objectContaining({ path: 'states', message: 'Texas already belongs to the territory "Southwest". Remove it there first, or leave it out here.' }),
  ])
  const territories = await request.get('/api/territories?limit=1&depth=0')
  expect(((await territories.json()) as { totalDocs: number }).totalDocs).toBe(12)
})
