import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

import type { APIRequestContext, Page } from '@playwright/test'

import { ADMIN_AXE_EXCEPTIONS, EDITORS, expect, expectNoAxeViolations, signInToAdmin, test } from './fixtures'

// One account signs in for every test here: its sign-ins run one at a time, since two at once can lose a session.
test.describe.configure({ mode: 'serial' })

type Doc = { id: number; path: string; title: string }

/** A page of the test's own, published or only a draft; seeded pages stay as other tests read them. */
async function createPage(request: APIRequestContext, title: string, status: 'published' | 'draft' = 'published'): Promise<Doc> {
  const pagePath = `/orientation-${title.toLowerCase().replace(/\W+/g, '-')}-${Date.now().toString(36)}`
  const response = await request.post(`/api/pages${status === 'draft' ? '?draft=true' : ''}`, {
    data: { title, path: pagePath, sections: [{ blockType: 'markdownSection', title, text: 'Orientation check.' }], _status: status },
  })
  expect(response.status()).toBe(201)
  const { doc } = await response.json()
  return { id: doc.id, path: pagePath, title }
}

/** The site's public address as the settings give it (the live address column starts with it). */
async function publicOrigin(request: APIRequestContext) {
  const settings = await (await request.get('/api/globals/siteSettings')).json()
  return String(settings.searchSiteDomain).replace(/\/+$/, '')
}

test.beforeEach(async ({ page }) => {
  await signInToAdmin(page, EDITORS.orientation)
})

test('the pages list shows a published page’s live address and opens it on the site; a draft says it is not published', async ({ page }) => {
  const run = Date.now().toString(36)
  const published = await createPage(page.request, `Live ${run}`)
  const draft = await createPage(page.request, `Draft ${run}`, 'draft')
  const origin = await publicOrigin(page.request)

  await page.goto(`/admin/collections/pages?search=${run}`)
  const publishedRow = page.getByRole('row').filter({ hasText: published.title })
  await expect(publishedRow).toContainText(`${origin}${published.path}`)
  const draftRow = page.getByRole('row').filter({ hasText: draft.title })
  await expect(draftRow).toContainText('Not published')
  await expect(draftRow.getByRole('link', { name: /View on site/ })).toHaveCount(0)

  const popup = page.waitForEvent('popup')
  await publishedRow.getByRole('link', { name: `View on site: ${published.title} (opens in a new tab)` }).click()
  const sitePage = await popup
  await expect(sitePage).toHaveURL(new RegExp(`${published.path}$`))
  await expect(sitePage).toHaveTitle(published.title)

  // The page editor's sidebar says the same.
  await page.goto(`/admin/collections/pages/${published.id}`)
  await expect(page.getByText(`${origin}${published.path}`)).toBeVisible()
  await expect(page.getByRole('link', { name: 'View on site (opens in a new tab)' })).toHaveAttribute('href', published.path)
  await page.goto(`/admin/collections/pages/${draft.id}`)
  await expect(page.getByText('Not published: visitors cannot see this page yet.')).toBeVisible()
})

test('the page editor names the menus that link to the page, or says it is in none', async ({ page }) => {
  const { docs } = await (await page.request.get('/api/pages?where[path][equals]=/webinars&depth=0')).json()
  await page.goto(`/admin/collections/pages/${docs[0].id}`)
  await expect(page.getByText('Header menu: Webinars')).toBeVisible()
  await expect(page.getByText('Footer, Learn more: Webinars')).toBeVisible()
  await page.getByRole('link', { name: 'edit the footer' }).click()
  await expect(page).toHaveURL(/\/admin\/globals\/footer$/)

  const unlisted = await createPage(page.request, 'Not in any menu')
  await page.goto(`/admin/collections/pages/${unlisted.id}`)
  await expect(page.getByText('Not in the site navigation.')).toBeVisible()
  await expect(page.getByText(/^Header menu:/)).toHaveCount(0)
})

test('the dashboard lists the page edited last above earlier ones, and the publications scheduled', async ({ page }) => {
  test.setTimeout(150_000)
  const run = Date.now().toString(36)
  const edited = await createPage(page.request, `Edited last ${run}`)
  const earlier = await createPage(page.request, `Edited before ${run}`)
  const update = await page.request.patch(`/api/pages/${edited.id}`, { data: { title: `Edited last again ${run}` } })
  expect(update.ok()).toBe(true)

  // Scheduled as the admin's Schedule Publish does, a day ahead so it stays scheduled during the test.
  const scheduled = await createPage(page.request, `Scheduled ${run}`, 'draft')
  const at = new Date(Date.now() + 24 * 60 * 60 * 1000)
  await promisify(execFile)(path.join('node_modules', '.bin', 'payload'), ['run', path.join('tests', 'support', 'schedule-publish.ts')], {
    env: { ...process.env, SCHEDULE_PAGE: String(scheduled.id), SCHEDULE_AT: at.toISOString() },
    timeout: 100_000,
  })

  await page.goto('/admin')
  const recent = page.getByRole('region', { name: 'Recently edited pages' }).getByRole('listitem')
  await expect(recent.first()).toBeVisible()
  const titles = await recent.allTextContents()
  const position = (text: string) => titles.findIndex((title) => title.startsWith(text))
  expect(position(`Edited last again ${run}`)).toBeGreaterThanOrEqual(0)
  expect(position(`Edited last again ${run}`)).toBeLessThan(position(`Edited before ${run}`))
  await expect(recent.getByRole('link', { name: `Edited before ${run}` })).toHaveAttribute('href', `/admin/collections/pages/${earlier.id}`)

  const upcoming = page.getByRole('region', { name: 'Scheduled publications' }).getByRole('listitem').filter({ hasText: scheduled.title })
  await expect(upcoming).toContainText(`${scheduled.title}: publish on`)
  await upcoming.getByRole('link', { name: scheduled.title }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/pages/${scheduled.id}$`))
})

/** Opens the menu beside Publish changes: the arrow has no name of its own. */
const publishMenu = (page: Page) => page.getByRole('button', { name: 'Publish changes' }).locator('xpath=following::button[1]').click()

/**
 * Schedules the open page's publication for 9:00 AM a week from now, typed as the date picker writes it, in the zone
 * the drawer starts with (US Eastern, checked); resolves with the day as the picker writes it.
 */
async function schedulePublicationNextWeek(page: Page) {
  await publishMenu(page)
  await page.getByRole('button', { name: 'Schedule Publish' }).click()
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByText('(UTC-05:00) Eastern Time (US & Canada)')).toBeVisible()
  // A page with no newer draft starts on Unpublish.
  await drawer.getByText('Publish', { exact: true }).click()
  await expect(drawer.getByRole('radio', { name: 'Publish', exact: true })).toBeChecked()
  const day = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000)
  const date = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'America/New_York' }).format(day)
  const field = drawer.getByRole('textbox').first()
  await field.fill(`${date} 9:00 AM`)
  await field.press('Enter')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Scheduled successfully.')).toBeVisible()
  return date
}

const scheduledOnDashboard = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Scheduled publications' }).getByRole('listitem').filter({ hasText: title })

test.describe('an editor in California', () => {
  test.use({ timezoneId: 'America/Los_Angeles' })

  test('Schedule Publish starts in US Eastern time, and the time typed is scheduled in that zone', async ({ page }) => {
    const draft = await createPage(page.request, `Schedule zone ${Date.now().toString(36)}`, 'draft')
    await page.goto(`/admin/collections/pages/${draft.id}`)
    // 9:00 AM Eastern whatever the browser's own zone.
    const date = await schedulePublicationNextWeek(page)
    await page.goto('/admin')
    await expect(scheduledOnDashboard(page, draft.title)).toContainText(new RegExp(`: publish on ${date}, 9:00\\sAM E[SD]T`))
  })
})

test('unpublishing a page asks whether to cancel its scheduled publication, and cancels it', async ({ page }) => {
  const scheduled = await createPage(page.request, `Unpublish schedule ${Date.now().toString(36)}`, 'draft')
  await page.goto(`/admin/collections/pages/${scheduled.id}`)
  const date = await schedulePublicationNextWeek(page)
  expect((await page.request.patch(`/api/pages/${scheduled.id}`, { data: { _status: 'published' } })).ok()).toBe(true)
  await page.reload()

  // Unpublish is in the menu of the three dots beside the buttons (the CMS gives it no name).
  await page.locator('.doc-controls__dots').click()
  await page.getByRole('button', { name: 'Unpublish' }).click()
  await page.getByRole('button', { name: 'Confirm' }).click()
  const question = page.getByRole('heading', { name: 'Cancel its scheduled publication too?' })
  await expect(question).toBeVisible()
  await expect(page.getByText(new RegExp(`scheduled to be published again on ${date}, 9:00\\sAM E[SD]T`))).toBeVisible()
  await expectNoAxeViolations(page, ADMIN_AXE_EXCEPTIONS)
  await page.getByRole('button', { name: 'Cancel the publication' }).click()
  await expect(page.getByText('The scheduled publication was cancelled.')).toBeVisible()
  await expect(question).toBeHidden()

  expect((await (await page.request.get(`/api/pages/${scheduled.id}/schedules`)).json()).schedules).toEqual([])
  expect((await page.request.get(scheduled.path)).status()).toBe(404)
  await page.goto('/admin')
  await expect(page.getByRole('region', { name: 'Scheduled publications' })).toBeVisible()
  await expect(scheduledOnDashboard(page, scheduled.title)).toHaveCount(0)
})

test('a page’s schedules are for editors only', async ({ playwright }) => {
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  expect((await visitor.get('/api/pages/1/schedules')).status()).toBe(401)
  expect((await visitor.post('/api/pages/1/schedules/cancel-publications')).status()).toBe(401)
  await visitor.dispose()
})
