import type { APIRequestContext } from '@playwright/test'

import { ADMIN, expect, PREVIEW_SECRET, publishInAdmin, signInToAdmin, test } from './fixtures'

async function signIn(request: APIRequestContext) {
  const response = await request.post('/api/users/login', { data: ADMIN })
  expect(response.ok()).toBe(true)
}

/** A published page of the test's own: tests that edit content never touch the seeded pages others read. */
async function createPage(request: APIRequestContext, title: string, sections: object[]) {
  const path = `/${title.toLowerCase().replace(/\W+/g, '-')}-${Date.now().toString(36)}`
  const response = await request.post('/api/pages', { data: { title, path, sections, _status: 'published' } })
  expect(response.status()).toBe(201)
  const { doc } = await response.json()
  return { ...doc, path } as { id: number; path: string; sections: { blockType: string; title?: string; text?: string }[] }
}

test.describe.configure({ mode: 'serial' })

test('the admin shows the Payload sign-in and the seeded editor can sign in', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('link', { name: 'Pages' }).first()).toBeVisible()
})

test('an editor edits a page in the admin, publishes, and visitors see it on the next request', async ({ page }) => {
  await signInToAdmin(page, ADMIN)

  const doc = await createPage(page.request, 'Licence options', [
    { blockType: 'markdownSection', title: 'Licences', text: 'One licence per school.' },
  ])
  await page.goto(doc.path)
  await expect(page).toHaveTitle('Licence options')

  await page.goto(`/admin/collections/pages/${doc.id}`)
  const title = page.getByLabel('Title', { exact: false }).first()
  await title.fill('Licence options and prices')
  // The publish request, not a draft autosave. ("Published" is on the edit screen before the click.)
  const response = await publishInAdmin(page, (url, method) => method === 'PATCH' && url.pathname === `/api/pages/${doc.id}` && !url.searchParams.has('draft'))
  expect(response.ok()).toBe(true)
  expect((await response.json()).doc).toMatchObject({ title: 'Licence options and prices', _status: 'published' })
  await expect(page.getByText('Updated successfully.', { exact: true })).toBeVisible()

  await page.goto(doc.path)
  await expect(page).toHaveTitle('Licence options and prices')
})

test('publishing through the API revalidates the page; drafts show only in preview', async ({ page, request }) => {
  await signIn(request)
  const doc = await createPage(request, 'Family tips', [
    { blockType: 'markdownSection', title: 'Try this tonight', text: 'Name one feeling at dinner.' },
  ])
  const route = doc.path
  const sections = doc.sections.map((section: { blockType: string; title?: string; text?: string }) =>
    section.title === 'Try this tonight' ? { ...section, text: 'Published tip: read a picture book together.' } : section,
  )
  const published = await request.patch(`/api/pages/${doc.id}`, { data: { sections, _status: 'published' } })
  expect(published.ok()).toBe(true)
  await page.goto(route)
  await expect(page.getByText('Published tip: read a picture book together.')).toBeVisible()

  const draftSections = sections.map((section: { title?: string }) =>
    section.title === 'Try this tonight' ? { ...section, text: 'Draft tip, not yet public.' } : section,
  )
  const draft = await request.patch(`/api/pages/${doc.id}?draft=true`, { data: { sections: draftSections, _status: 'draft' } })
  expect(draft.ok()).toBe(true)

  // A visitor still sees the published version.
  await page.goto(route)
  await expect(page.getByText('Published tip: read a picture book together.')).toBeVisible()
  await expect(page.getByText('Draft tip, not yet public.')).toHaveCount(0)

  // The preview link without an editor session is refused.
  const refused = await page.goto(`/next/preview?path=${route}&secret=${PREVIEW_SECRET}`)
  expect(refused?.status()).toBe(403)

  // A signed-in editor with the secret sees the draft.
  await page.context().addCookies((await request.storageState()).cookies)
  await page.goto(`/next/preview?path=${route}&secret=${PREVIEW_SECRET}`)
  await expect(page).toHaveURL(new RegExp(`${route}$`))
  await expect(page.getByText('Draft tip, not yet public.')).toBeVisible()

  // Leaving preview shows the published version again.
  await page.getByRole('link', { name: 'Exit preview' }).click()
  await expect(page.getByText('Published tip: read a picture book together.')).toBeVisible()
})

test('published pages are served from the cache without rendering again', async ({ request }) => {
  // A page rendered more than a minute ago is answered STALE while it renders again in the background (revalidate =
  // 60): the answers that follow come from the cache.
  await expect
    .poll(async () => {
      const answer = await request.get('/middle-school-curriculum')
      expect(answer.status()).toBe(200)
      return answer.headers()['x-nextjs-cache']
    })
    .toBe('HIT')
})

test('the CMS refuses blocks without their required content and says what is missing', async ({ request }) => {
  await signIn(request)
  const attempt = (sections: object[]) =>
    request.post('/api/pages', { data: { title: 'Validation check', path: '/validation-check', sections, _status: 'published' } })

  const missing = await attempt([{ blockType: 'pillarBanner', text: 'No title, no video' }, { blockType: 'heroBanner', title: 'No image' }])
  expect(missing.status()).toBe(400)
  const paths = (await missing.json()).errors[0].data.errors.map((e: { path: string }) => e.path)
  expect(paths).toEqual(expect.arrayContaining(['sections.0.title', 'sections.0.videoId', 'sections.1.image']))

  const badVideo = await attempt([{ blockType: 'pillarBanner', title: 'Bad id', videoId: 'not a video' }])
  expect(badVideo.status()).toBe(400)
  expect(JSON.stringify(await badVideo.json())).toContain('A video id has 11 letters')
})

test('the cache-clearing endpoint for background publishing refuses callers without the server secret', async ({ request }) => {
  const refused = await request.post('/next/revalidate', { data: { routes: ['/'] } })
  expect(refused.status()).toBe(403)
})
