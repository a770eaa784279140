import { EDITORS, expect, expectNoAxeViolations, signInToAdmin, test } from './fixtures'
import { formatSession, SESSION_SHOWN_AFTER_START_MS } from '../../src/features/webinars/sessions'

// Visitors anywhere read Eastern times: the browser runs in a zone far from it.
test.use({ timezoneId: 'Asia/Tokyo' })

type Session = { id: string; startTime: string; lengthMinutes: number; linkUrl: string }
type Webinar = { title: string; sessions: Session[] }

/** The seeded live webinars of the getting-started topic, as the CMS's public API gives them, soonest first. */
async function gettingStarted(request: import('@playwright/test').APIRequestContext): Promise<Webinar[]> {
  const response = await request.get('/api/webinars?where[topic][equals]=getting-started&depth=0&limit=50')
  expect(response.ok()).toBe(true)
  const { docs } = (await response.json()) as { docs: Webinar[] }
  return docs.sort((a, b) => Date.parse(a.sessions[0].startTime) - Date.parse(b.sessions[0].startTime))
}

test('live webinar cards show the next session in Eastern time, and See Details lists every session, keyboard only', async ({ page, request }) => {
  const [tour, month] = await gettingStarted(request)
  await page.goto('/webinars')
  const section = page.getByRole('region', { name: 'Upcoming live webinars' })
  const cards = section.getByRole('article')
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([tour.title, month.title])
  await expect(cards.nth(0)).toContainText(`Next Session: ${formatSession(tour.sessions[0].startTime, tour.sessions[0].lengthMinutes)}`)
  await expect(cards.nth(0).getByText('More sessions available')).toBeVisible()
  await expect(cards.nth(1)).toContainText(`Next Session: ${formatSession(month.sessions[0].startTime, month.sessions[0].lengthMinutes)}`)
  await expect(cards.nth(1).getByText('More sessions available')).toHaveCount(0)

  const details = cards.nth(0).getByRole('button', { name: 'See Details' })
  await details.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: tour.title })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('listitem').locator('p').first()).toBeVisible()
  const lines = tour.sessions.map((session) => formatSession(session.startTime, session.lengthMinutes))
  for (const line of lines) await expect(dialog.getByText(line, { exact: true })).toBeVisible()
  await expect(dialog.getByRole('link', { name: /^Register/ })).toHaveCount(tour.sessions.length)
  await expect(dialog.getByText('Each webinar is limited to 1,000 participants. If you are unable to join, please register for a later presentation.')).toBeVisible()
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
  await expectNoAxeViolations(page)
  // Focus stays in the window (or passes through the browser's own controls, outside the page).
  for (let press = 0; press < 10; press += 1) {
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null || document.activeElement === document.body)).toBe(true)
  }

  // Its calendar entry is a real .ics file of that session, in UTC.
  const calendar = await dialog.getByRole('link', { name: 'Add to calendar' }).first().getAttribute('href')
  const entry = await request.get(calendar!)
  expect(entry.status()).toBe(200)
  expect(entry.headers()['content-type']).toContain('text/calendar')
  const start = new Date(tour.sessions[0].startTime).toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')
  expect(await entry.text()).toContain(`DTSTART:${start}`)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(details).toBeFocused()
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
})

test("a section of a topic with no webinar to come says so, in the product's words", async ({ page }) => {
  await page.goto('/webinars')
  const section = page.getByRole('region', { name: 'School leadership' })
  await expect(section.getByText("We don't have an upcoming live webinar on this topic right now. Check back later for new content.")).toBeVisible()
  await expect(section.getByRole('article')).toHaveCount(0)
})

test('a session disappears an hour after its start while the page stays open, and its card after its last session', async ({ page, request }) => {
  const [tour, month] = await gettingStarted(request)
  await page.clock.install()
  await page.goto('/webinars')
  const cards = page.getByRole('region', { name: 'Upcoming live webinars' }).getByRole('article')
  await expect(cards.nth(0)).toContainText(formatSession(tour.sessions[0].startTime, tour.sessions[0].lengthMinutes))

  // The page stays open until the first session of the tour has passed its hour: the card moves on to the next one.
  const end = (session: Session) => Date.parse(session.startTime) + SESSION_SHOWN_AFTER_START_MS
  await page.clock.fastForward(end(tour.sessions[0]) - Date.now() + 1000)
  await expect(cards.nth(0)).toContainText(`Next Session: ${formatSession(tour.sessions[1].startTime, tour.sessions[1].lengthMinutes)}`)
  await expect(cards).toHaveCount(2)

  // Past the only session of the second webinar: its card is gone.
  await page.clock.fastForward(end(month.sessions[0]) - end(tour.sessions[0]))
  await expect(cards).toHaveCount(1)
  await expect(cards.getByRole('heading')).toHaveText(tour.title)
})

test('a calendar entry exists only for a session still to come', async ({ request }) => {
  // A path with dot segments or encoded slashes is refused before routing (request-limits.spec.ts).
  expect((await request.get('/api/webinars/calendar/..%2F..%2Fadmin')).status()).toBe(400)
  for (const id of ['not-a-session', '0123456789abcdef01234567']) {
    const response = await request.get(`/api/webinars/calendar/${id}`)
    expect(response.status()).toBe(404)
    expect(await response.json()).toEqual({ error: 'This session is not scheduled, or it has already taken place.' })
  }
})

test('editors read session times in US Eastern time, whatever the zone of their computer', async ({ page }) => {
  await signInToAdmin(page, EDITORS.webinars)
  // A webinar made through the API: its session starts at 3:00 PM Eastern on 3 March 2027 (20:00 UTC).
  const created = await page.request.post('/api/webinars', {
    data: {
      title: `Time zone check ${Date.now().toString(36)}`,
      topic: 'adult-well-being',
      description: 'Checks the admin shows Eastern time.',
      sessions: [{ startTime: '2027-03-03T20:00:00.000Z', startTime_tz: 'America/New_York', lengthMinutes: 60, linkText: 'Register', linkUrl: 'https://webinars.example.org/register/tz' }],
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  await page.goto(`/admin/collections/webinars/${doc.id}`)
  const start = page.locator('#field-sessions__0__startTime input').first()
  // The browser runs in Tokyo, where that moment is 5:00 AM on 4 March: the admin shows the Eastern time.
  await expect(start).toHaveValue(/3:00 PM/)
  await expect(start).toHaveValue(/Mar 3|03\/03|3 Mar/)
  await expect(page.getByText('US Eastern', { exact: true })).toBeVisible()
  expect((await page.request.delete(`/api/webinars/${doc.id}`)).ok()).toBe(true)
})
