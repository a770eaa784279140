import { EDITORS, expect, expectNoAxeViolations, test } from './fixtures'

/**
 * Pages that show records of another collection are re-rendered when one of those records changes: the cached
 * read is tagged with the collection, and the collection's hooks expire the tag. No rebuild, no page edit.
 */
test('a page listing notifications shows an edited notification on the next request', { lock: 'notifications' }, async ({ page, request }) => {
  expect((await request.post('/api/users/login', { data: EDITORS.data })).ok()).toBe(true)
  const suffix = Date.now().toString(36)
  const path = `/notices-${suffix}`
  const created = await request.post('/api/pages', {
    data: { title: 'Notices check', path, sections: [{ blockType: 'notificationsList', title: 'Notices' }], _status: 'published' },
  })
  expect(created.status()).toBe(201)

  const day = 24 * 60 * 60 * 1000
  const notice = await request.post('/api/notifications', {
    data: {
      pageHeader: `Library closed ${suffix}`,
      pageDescription: 'The resource library is closed for the holiday.',
      active: true,
      startDate: new Date(Date.now() - day).toISOString(),
      endDate: new Date(Date.now() + day).toISOString(),
    },
  })
  expect(notice.status()).toBe(201)
  const { doc } = await notice.json()

  await page.goto(path)
  const list = page.getByRole('region', { name: 'Notices' })
  await expect(list.getByRole('heading', { name: `Library closed ${suffix}` })).toBeVisible()
  // Cached now: a later request is served from the cache (a page published meanwhile by a test running beside this
  // one expires every page once, as the published addresses changed: the request after that is served from it).
  await expect.poll(async () => (await request.get(path)).headers()['x-nextjs-cache']).toBe('HIT')

  const edited = await request.patch(`/api/notifications/${doc.id}`, { data: { pageHeader: `Library open again ${suffix}` } })
  expect(edited.ok()).toBe(true)
  await page.goto(path)
  await expect(list.getByRole('heading', { name: `Library open again ${suffix}` })).toBeVisible()
  await expect(list.getByText(`Library closed ${suffix}`)).toHaveCount(0)

  const hidden = await request.patch(`/api/notifications/${doc.id}`, { data: { active: false } })
  expect(hidden.ok()).toBe(true)
  await page.goto(path)
  await expect(list).toBeVisible()
  await expect(list.getByText(`Library open again ${suffix}`)).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('the notifications page lists the current notifications and not the ended ones', { lock: 'notifications' }, async ({ page }) => {
  await page.goto('/notifications')
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'New Grade 6 lessons are available' })).toBeVisible()
  await expect(page.getByText('Scheduled maintenance has ended')).toHaveCount(0)
})

test('seeded PDF links download real documents', async ({ request }) => {
  for (const file of ['implementation-guide.pdf', 'elementary-scope-and-sequence.pdf']) {
    const response = await request.get(`/files/${file}`)
    expect(response.status(), file).toBe(200)
    expect(response.headers()['content-type']).toContain('application/pdf')
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')
  }
})

/**
 * A publish expires the page itself and what reads it, not the whole site: another page stays in the cache. Other
 * tests may add pages meanwhile (a new address does expire every page, as each reads the list of addresses), so
 * the check is tried a few times.
 */
test('publishing an edit of one page leaves the other pages cached', async ({ request }) => {
  expect((await request.post('/api/users/login', { data: EDITORS.dataCache })).ok()).toBe(true)
  const suffix = Date.now().toString(36)
  const path = `/edit-check-${suffix}`
  const created = await request.post('/api/pages', {
    data: { title: 'Edit check', path, sections: [{ blockType: 'markdownSection', title: 'Check', text: `First words ${suffix}` }], _status: 'published' },
  })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  const cacheOf = async (route: string) => (await request.get(route)).headers()['x-nextjs-cache']

  let otherPage: string | undefined
  for (let attempt = 1; attempt <= 3 && otherPage !== 'HIT'; attempt++) {
    await request.get('/faq')
    expect(await cacheOf('/faq')).toBe('HIT')
    const words = `Edited words ${suffix} ${attempt}`
    const edited = await request.patch(`/api/pages/${doc.id}`, { data: { sections: [{ blockType: 'markdownSection', title: 'Check', text: words }], _status: 'published' } })
    expect(edited.ok()).toBe(true)
    expect(await (await request.get(path)).text()).toContain(words)
    otherPage = await cacheOf('/faq')
  }
  expect(otherPage).toBe('HIT')
})
