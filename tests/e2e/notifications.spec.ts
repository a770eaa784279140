import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { baseURL } from '../../playwright.config'
import { EDITORS, expect, expectNoAxeViolations, test } from './fixtures'

/**
 * The notifications in force: GET /api/notifications/current, the header's bell that counts them and the
 * notifications page that lists them. Every test that changes which notifications are in force, or counts on the
 * seeded ones, holds the 'notifications' lock (here and in other specs), so none sees another's change half-way.
 */
test.describe.configure({ lock: 'notifications' })

const API = '/api/notifications/current'
const DAY = 24 * 60 * 60 * 1000
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString()
const FIELDS = ['count', 'notifications']
const NOTIFICATION_FIELDS = ['description', 'endDate', 'heading', 'id', 'postedDate', 'startDate']

type Answer = { count: number; notifications: { id: number; heading: string }[] }

async function signIn(request: APIRequestContext) {
  expect((await request.post('/api/users/login', { data: EDITORS.notifications })).ok()).toBe(true)
}

async function createNotice(request: APIRequestContext, data: Record<string, unknown>): Promise<number> {
  const created = await request.post('/api/notifications', { data: { active: true, ...data } })
  expect(created.status()).toBe(201)
  return (await created.json()).doc.id
}

/** Opens `path` and returns the count the header's bell was given by the API. */
async function openAndCount(page: Page, path: string): Promise<number> {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === API)
  await page.goto(path)
  const response = await answered
  expect(response.status()).toBe(200)
  return ((await response.json()) as Answer).count
}

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^(No current notifications|\d+ notifications?)$/ })

test('the API answers the notifications in force to anyone, briefly cacheable, and refuses other methods cleanly', async ({ request, playwright }) => {
  await signIn(request)
  const suffix = Date.now().toString(36)
  const shown = `Family night ${suffix}`
  const hidden = [
    await createNotice(request, { pageHeader: `Not yet ${suffix}`, pageDescription: 'Later.', startDate: at(1), endDate: at(2) }),
    await createNotice(request, { pageHeader: `Over ${suffix}`, pageDescription: 'Done.', startDate: at(-2), endDate: at(-1) }),
    await createNotice(request, { pageHeader: `Switched off ${suffix}`, pageDescription: 'Off.', active: false, startDate: at(-1), endDate: at(1) }),
  ]
  const startDate = at(-1)
  const endDate = at(1)
  const id = await createNotice(request, {
    pageHeader: shown,
    pageDescription: 'Join us for **games and stories**.',
    startDate,
    endDate,
    postedDate: '2025-03-03T15:00:00.000Z',
  })
  const visitor = await playwright.request.newContext({ baseURL })
  try {
    const response = await visitor.get(API)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^application\/json/)
    expect(response.headers()['cache-control']).toBe('public, max-age=30, s-maxage=30')
    const body = await response.json()
    expect(Object.keys(body).sort()).toEqual(FIELDS)
    expect(body.count).toBe(body.notifications.length)
    for (const notification of body.notifications) expect(Object.keys(notification).sort()).toEqual(NOTIFICATION_FIELDS)
    const headings = body.notifications.map((notification: { heading: string }) => notification.heading)
    expect(headings).toEqual(expect.arrayContaining(['New Grade 6 lessons are available', 'Registration for the next live webinar is open']))
    for (const heading of ['Scheduled maintenance has ended', 'Planned maintenance is coming up', `Not yet ${suffix}`, `Over ${suffix}`, `Switched off ${suffix}`]) {
      expect(headings).not.toContain(heading)
    }
    expect(body.notifications.find((notification: { id: number }) => notification.id === id)).toEqual({
      id,
      heading: shown,
      description: 'Join us for **games and stories**.',
      postedDate: '2025-03-03T15:00:00.000Z',
      startDate,
      endDate,
    })

    const head = await visitor.head(API)
    expect(head.status()).toBe(200)
    expect(head.headers()['cache-control']).toBe('public, max-age=30, s-maxage=30')
    expect((await head.body()).length).toBe(0)
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const refused = await visitor.fetch(API, { method, data: method === 'DELETE' ? undefined : { count: 0 } })
      expect(refused.status(), method).toBe(405)
    }
    expect((await visitor.fetch(API, { method: 'OPTIONS' })).status()).toBeLessThan(300)
    // The CMS's own addresses beside it still answer as before.
    expect((await visitor.get('/api/notifications/current-ones')).status()).toBe(404)
    expect((await visitor.get(`/api/notifications/${id}`)).status()).toBe(200)
  } finally {
    await visitor.dispose()
    for (const created of [id, ...hidden]) expect((await request.delete(`/api/notifications/${created}`)).ok()).toBe(true)
  }
})

test('the header bell counts the current notifications and leads to the page that lists them with long US dates', async ({ page, request }) => {
  await signIn(request)
  const suffix = Date.now().toString(36)
  const ids = [
    await createNotice(request, {
      pageHeader: `Family night ${suffix}`,
      pageDescription: 'Join us for games and stories.',
      startDate: at(-1),
      endDate: at(1),
      postedDate: '2025-03-03T15:00:00.000Z',
    }),
    await createNotice(request, { pageHeader: `New unit ${suffix}`, pageDescription: 'A unit on friendship.', startDate: at(-2), endDate: at(2) }),
    await createNotice(request, { pageHeader: `Not yet ${suffix}`, pageDescription: 'Later.', startDate: at(1), endDate: at(2) }),
  ]
  try {
    // Where everything in the header is just before the count arrives, to compare with where it is after.
    const places = () =>
      page.locator('header a, header button').evaluateAll((elements) =>
        elements.filter((element) => element.getClientRects().length).map((element) => JSON.stringify(element.getBoundingClientRect())),
      )
    let before: string[] = []
    await page.route(`**${API}`, async (route) => {
      before = await places()
      await route.continue()
    })
    const count = await openAndCount(page, '/')
    expect(count).toBeGreaterThanOrEqual(4)
    const link = bell(page)
    await expect(link).toHaveAccessibleName(`${count} notifications`)
    await expect(link).toHaveAttribute('href', '/notifications')
    await expect(link.getByText(String(count), { exact: true })).toBeVisible()
    expect(before.length).toBeGreaterThan(2)
    expect(await places()).toEqual(before)
    // From 1200 px the whole menu bar and the bell share one line.
    await page.setViewportSize({ width: 1200, height: 720 })
    const middle = async (target: Locator) => {
      const box = (await target.boundingBox())!
      return Math.round(box.y + box.height / 2)
    }
    const nav = page.getByRole('navigation', { name: 'Main' })
    const line = await middle(link)
    expect(Math.abs((await middle(nav.getByRole('link', { name: 'Early Learning' }))) - line)).toBeLessThan(4)
    expect(Math.abs((await middle(nav.getByRole('link', { name: 'Contact us' }))) - line)).toBeLessThan(4)
    await page.setViewportSize({ width: 1280, height: 720 })

    await link.click()
    await expect(page).toHaveURL(/\/notifications$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
    await expect(bell(page)).toHaveAttribute('aria-current', 'page')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: `Family night ${suffix}` })).toBeVisible()
    await expect(main.getByRole('heading', { name: `New unit ${suffix}` })).toBeVisible()
    await expect(main.getByText('Posted Monday, March 3, 2025')).toBeVisible()
    await expect(main.getByText(`Not yet ${suffix}`)).toHaveCount(0)
    await expect(main.getByText('Scheduled maintenance has ended')).toHaveCount(0)
    await expect(main.getByText('Planned maintenance is coming up')).toHaveCount(0)
    await expectNoAxeViolations(page)
  } finally {
    for (const id of ids) expect((await request.delete(`/api/notifications/${id}`)).ok()).toBe(true)
  }
})

test('on a small screen the bell stays beside the menu button, reachable by keyboard with a visible focus ring', async ({ page }) => {
  await page.setViewportSize({ width: 420, height: 800 })
  const count = await openAndCount(page, '/pricing')
  const link = bell(page)
  await expect(link).toBeVisible()
  // The two seeded ones at least.
  expect(count).toBeGreaterThanOrEqual(2)
  await expect(link).toHaveAccessibleName(`${count} notifications`)
  const menu = page.getByRole('button', { name: 'Menu' })
  const [menuBox, bellBox] = [await menu.boundingBox(), await link.boundingBox()]
  expect(Math.abs(menuBox!.y + menuBox!.height / 2 - (bellBox!.y + bellBox!.height / 2))).toBeLessThan(4)
  await menu.focus()
  await page.keyboard.press('Tab')
  await expect(link).toBeFocused()
  expect(await link.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/notifications$/)
})

test('with none in force the bell is quiet and the page says so', async ({ page, request, consoleErrors }) => {
  await signIn(request)
  const before = (await (await request.get(API)).json()) as Answer
  expect(before.count).toBeGreaterThan(0)
  const ids = before.notifications.map((notification) => notification.id)
  try {
    for (const id of ids) expect((await request.patch(`/api/notifications/${id}`, { data: { active: false } })).ok()).toBe(true)
    expect(await (await request.get(API)).json()).toEqual({ notifications: [], count: 0 })

    expect(await openAndCount(page, '/notifications')).toBe(0)
    const link = bell(page)
    await expect(link).toHaveAccessibleName('No current notifications')
    await expect(link.getByText(/^\d+\+?$/)).toHaveCount(0)
    await expect(page.getByRole('main').getByText('There are currently no notifications', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)
    expect(consoleErrors).toEqual([])
  } finally {
    for (const id of ids) expect((await request.patch(`/api/notifications/${id}`, { data: { active: true } })).ok()).toBe(true)
  }
  expect(((await (await request.get(API)).json()) as Answer).count).toBe(before.count)
})

test('a failed count leaves the bell quiet, without a script error', async ({ page }) => {
  await page.route(`**${API}`, (route) => route.abort('connectionfailed'))
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  const failed = page.waitForEvent('requestfailed', (request) => new URL(request.url()).pathname === API)
  await page.goto('/pricing')
  await failed
  await expect(bell(page)).toHaveAccessibleName('No current notifications')
  expect(pageErrors).toEqual([])
})
