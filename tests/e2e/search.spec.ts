import type { APIRequestContext, Page } from '@playwright/test'

import { EDITORS, expect, expectNoAxeViolations, test } from './fixtures'

const CURRICULUM_HOST = process.env.CURRICULUM_SEARCH_URL ?? 'https://dev.learn.heartwiselearning.org'

/** A word no seeded page uses, unique to this run, so the results are the test's own pages only. */
const word = `quokka${Date.now().toString(36)}`

async function signIn(request: APIRequestContext) {
  expect((await request.post('/api/users/login', { data: EDITORS.search })).ok()).toBe(true)
}

async function createPage(request: APIRequestContext, title: string, text: string, status: 'published' | 'draft' = 'published') {
  const path = `/search-check-${title.toLowerCase().replace(/\W+/g, '-')}-${Date.now().toString(36)}`
  const response = await request.post('/api/pages', {
    data: { title, path, sections: [{ blockType: 'markdownSection', title, text }], _status: status },
  })
  expect(response.status()).toBe(201)
  const { doc } = await response.json()
  return { id: doc.id as number, path }
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search term' })
const status = (page: Page) => page.getByRole('status')
const resultsFor = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('listitem')

/** Each server checks its index at most once a second: wait until the endpoint has seen the change. */
async function expectTotal(request: APIRequestContext, query: string, total: number) {
  await expect.poll(async () => (await (await request.get(`/api/search?q=${encodeURIComponent(query)}`)).json()).total).toBe(total)
}

test.describe.configure({ mode: 'serial' })

test('without a term the page says no search has been made, and has no accessibility violations', async ({ page }) => {
  await page.goto('/search')
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible()
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Enter Search Term')
  await expect(searchBox(page)).toHaveAttribute('maxlength', '64')
  await expect(searchBox(page)).toHaveAttribute('autocomplete', 'on')
  await expect(page.getByText('No search has been made.')).toBeVisible()
  await expect(page.getByText('Looking for your curriculum resources?')).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test("the curriculum site's name of the search page, /Search-Results, opens the search page", async ({ page }) => {
  await page.goto('/Search-Results')
  await expect(page).toHaveURL(/\/search$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible()
})

test('Enter searches, puts the term in the address, and marks the matches', async ({ page }) => {
  await page.goto('/search')
  await searchBox(page).fill('bullying prevention')
  await searchBox(page).press('Enter')
  await expect(page).toHaveURL(/\/search#q=bullying\+prevention$/)
  await expect(status(page)).toHaveText(/\d+ results? for "bullying prevention"\./)
  const first = resultsFor(page).first()
  await expect(first.getByRole('link')).toHaveAttribute('href', '/bullying-prevention')
  await expect(first.locator('mark').first()).toHaveText(/bullying/i)
  await expect(page.getByText('No search has been made.')).toHaveCount(0)
  await expect(page.getByText('Looking for your curriculum resources?')).toBeVisible()
  const curriculum = page.getByRole('link', { name: 'Search for "bullying prevention"' })
  await expect(curriculum).toHaveAttribute('href', `${CURRICULUM_HOST}/Search-Results?search=bullying+prevention`)
  await expectNoAxeViolations(page)
})

test('the form sends its term before its script has run, and the page then shows that search', async ({ browser, page }) => {
  const withoutScript = await browser.newContext({ javaScriptEnabled: false })
  const plain = await withoutScript.newPage()
  await plain.goto('/search')
  await searchBox(plain).fill('bullying prevention')
  await searchBox(plain).press('Enter')
  await expect(plain).toHaveURL(/\/search\?q=bullying\+prevention$/)
  await withoutScript.close()

  await page.goto('/search?q=bullying+prevention')
  await expect(page).toHaveURL(/\/search#q=bullying\+prevention$/)
  await expect(searchBox(page)).toHaveValue('bullying prevention')
  await expect(status(page)).toHaveText(/\d+ results? for "bullying prevention"\./)
})

test('a shared address searches for its hash term, and back and forward restore earlier terms', async ({ page }) => {
  await page.goto('/search#webinars')
  await expect(searchBox(page)).toHaveValue('webinars')
  await expect(resultsFor(page).first().getByRole('link')).toHaveAttribute('href', /\/webinars/)

  await searchBox(page).fill('kindergarten')
  await searchBox(page).press('Enter')
  await expect(status(page)).toHaveText(/for "kindergarten"/)

  await page.goBack()
  await expect(searchBox(page)).toHaveValue('webinars')
  await expect(status(page)).toHaveText(/for "webinars"/)
  await page.goForward()
  await expect(searchBox(page)).toHaveValue('kindergarten')
  await expect(page.getByRole('link', { name: 'Search for "kindergarten"' })).toBeVisible()
})

test('results come ten to a page with named page controls; new pages are found without a rebuild and leave when unpublished', async ({
  page,
  request,
}) => {
  await signIn(request)
  const created = []
  for (let n = 1; n <= 12; n += 1) created.push(await createPage(request, `Lesson ${n} ${word}`, `Practice ${word} with your class.`))
  const draft = await createPage(request, `Draft ${word}`, `Never shown ${word}.`, 'draft')
  await expectTotal(request, word, 12)

  await page.goto(`/search#q=${word}`)
  await expect(status(page)).toHaveText(`12 results for "${word}".`)
  await expect(resultsFor(page)).toHaveCount(10)
  await expect(page.getByRole('link', { name: `Draft ${word}` })).toHaveCount(0)
  const pages = page.getByRole('navigation', { name: 'Search results pages' })
  await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
  await pages.getByRole('button', { name: 'Next page' }).click()
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await expect(resultsFor(page)).toHaveCount(2)
  await expectNoAxeViolations(page)

  // A prefix and a typo find the same pages.
  const api = await request.get(`/api/search?q=${word.slice(0, -2)}`)
  expect(api.headers()['cache-control']).toContain('no-store')
  expect((await api.json()).total).toBe(12)
  await expectTotal(request, word.replace('quokka', 'quoka'), 12)

  // Unpublish one: gone from the results at once.
  const [first] = created
  expect((await request.patch(`/api/pages/${first!.id}`, { data: { _status: 'draft' } })).ok()).toBe(true)
  await expectTotal(request, word, 11)
  // Loaded again with the hash in its address (a hash changed while the page's script starts can be replaced by it).
  await page.reload()
  await expect(status(page)).toHaveText(`11 results for "${word}".`)

  // Publish the draft: found without a rebuild.
  expect((await request.patch(`/api/pages/${draft.id}`, { data: { _status: 'published' } })).ok()).toBe(true)
  await expectTotal(request, `draft ${word}`, 1)
  const found = await request.get(`/api/search?q=${encodeURIComponent(`draft ${word}`)}`)
  expect((await found.json()).results.map((hit: { path: string }) => hit.path)).toEqual([draft.path])

  for (const { id } of [...created, draft]) expect((await request.delete(`/api/pages/${id}`)).ok()).toBe(true)
  await expectTotal(request, word, 0)
})

test('the search endpoint refuses bad input with a clear message', async ({ request }) => {
  const long = await request.get(`/api/search?q=${'a'.repeat(65)}`)
  expect(long.status()).toBe(400)
  expect((await long.json()).error).toMatch(/at most 64 characters/)
  const badPage = await request.get('/api/search?q=kits&page=0')
  expect(badPage.status()).toBe(400)
  expect((await badPage.json()).error).toMatch(/page/)
  const empty = await request.get('/api/search?q=')
  expect(await empty.json()).toEqual({ query: '', total: 0, page: 1, pages: 0, results: [] })
})
