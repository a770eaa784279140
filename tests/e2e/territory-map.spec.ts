import type { Locator, Page } from '@playwright/test'

import { EDITORS, expect, expectNoAxeViolations, test } from './fixtures'

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

  test('keyboard focus moves from state to state, highlighting each territory, and Enter opens the focused one', async ({ page }) => {
    await page.goto('/contact')
    await place(page, 'Texas').focus()
    await expect.poll(() => greyed(page)).toHaveLength(49)
    await page.keyboard.press('Tab')
    await expect(place(page, 'Utah')).toBeFocused()
    await expect.poll(() => greyed(page)).not.toContain('UT')
    expect(await greyed(page)).not.toContain('AK')
    expect(await greyed(page)).toContain('TX')
    const { territory } = await representativesOf(page, 'UT')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: territory.fullName })).toBeVisible()
  })

  test('a click opens the right territory’s representatives with mail and phone links; the page stays put; Escape closes and focus returns', async ({ page }) => {
    await page.goto('/contact')
    const { territory, people } = await representativesOf(page, 'TX')
    expect(territory.fullName).toBe('LA, NM, TX')
    await place(page, 'Texas').click()
    const dialog = page.getByRole('dialog', { name: 'LA, NM, TX' })
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
    const dialog = page.getByRole('dialog', { name: 'CANADA' })
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
    const button = list.getByRole('button', { name: 'FL, GA, NC, SC' })
    await button.tap()
    const dialog = page.getByRole('dialog', { name: 'FL, GA, NC, SC' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name: people[0].email })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
  })
})

test('a territory cannot take a state another territory has: the CMS refuses it, naming both', async ({ request }) => {
  expect((await request.post('/api/users/login', { data: EDITORS.territories })).ok()).toBe(true)
  // Every place is seeded into a territory: a new one taking Texas is refused on its states field.
  const response = await request.post('/api/territories', { data: { color: '#123456', states: ['TX'] } })
  expect(response.status()).toBe(400)
  const { errors } = (await response.json()) as { errors: { data?: { errors?: { path: string; message: string }[] } }[] }
  expect(errors[0].data?.errors).toEqual([
    expect.objectContaining({ path: 'states', message: 'Texas already belongs to the territory "LA, NM, TX". Remove it there first, or leave it out here.' }),
  ])
  const territories = await request.get('/api/territories?limit=1&depth=0')
  expect(((await territories.json()) as { totalDocs: number }).totalDocs).toBe(12)
})
