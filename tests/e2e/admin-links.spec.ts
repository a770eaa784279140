import type { APIResponse, Page } from '@playwright/test'

import { addSectionInAdmin, createPageInAdmin, EDITORS, expect, publishInAdmin, signInToAdmin, test } from './fixtures'

// One account signs in for every test here: its sign-ins run one at a time, since two at once can lose a session.
test.describe.configure({ mode: 'serial' })

/** A publish of a page from the admin (not a draft autosave). */
const isPagePublish = (url: URL, method: string) => ['PATCH', 'POST'].includes(method) && url.pathname.startsWith('/api/pages') && !url.searchParams.has('draft')

/** A field of the first section, by its name in the block (the admin gives each field an id from its path). */
const sectionField = (page: Page, name: string) => page.locator(`#field-sections__0__${name}`)

/** The paths a redirect answer sends to (the header may repeat the same address). */
const redirectTargets = (response: APIResponse) => [...new Set(response.headers().location.split(', ').map((location) => new URL(location, 'http://site').pathname))]

/** Chooses the page titled `title` in a page field's list. */
async function choosePage(page: Page, name: string, title: string) {
  const field = sectionField(page, name)
  await field.locator('.rs__control').click()
  await page.keyboard.type(title)
  await page.locator('.rs__option', { hasText: title }).click()
  await expect(field.locator('.rs__single-value')).toContainText(title)
}

test('a button that chose a page follows it to its new address, and the old address redirects there', async ({ page }) => {
  // A page built in the admin, published, moved and unpublished: near a minute on a busy machine.
  test.slow()
  const suffix = Date.now().toString(36)
  const targetTitle = `Summer kits ${suffix}`
  const oldPath = `/summer-kits-${suffix}`
  const newPath = `/kits/summer-${suffix}`
  const linkingPath = `/where-to-find-kits-${suffix}`

  await signInToAdmin(page, EDITORS.links)
  const target = await page.request.post('/api/pages', {
    data: { title: targetTitle, path: oldPath, sections: [{ blockType: 'markdownSection', text: 'Kits for the summer.' }], _status: 'published' },
  })
  expect(target.status()).toBe(201)
  const targetId = (await target.json()).doc.id

  // The editor makes a page with a banner: its first button chooses the target page, its second takes a typed address.
  await createPageInAdmin(page, 'Where to find kits', linkingPath)
  await addSectionInAdmin(page, /Banner with two links/, sectionField(page, 'title'))
  await sectionField(page, 'title').fill('Kits for every season')
  await sectionField(page, 'linkText').fill('See the summer kits')
  await expect(sectionField(page, 'linkUrl')).toBeVisible()
  await choosePage(page, 'linkPage', targetTitle)
  // With a page chosen, the typed address is not offered.
  await expect(sectionField(page, 'linkUrl')).toHaveCount(0)
  await sectionField(page, 'linkText2').fill('Read the research')
  await sectionField(page, 'linkUrl2').fill('https://example.org/sel-research')
  expect((await publishInAdmin(page, isPagePublish)).ok()).toBe(true)

  await page.goto(linkingPath)
  await expect(page.getByRole('link', { name: 'See the summer kits' })).toHaveAttribute('href', oldPath)
  await expect(page.getByRole('link', { name: /Read the research/ })).toHaveAttribute('href', 'https://example.org/sel-research')

  // The editor moves the target page.
  await page.goto(`/admin/collections/pages/${targetId}`)
  await page.getByLabel('Path').fill(newPath)
  const moved = await publishInAdmin(page, isPagePublish)
  expect(moved.ok()).toBe(true)
  expect((await moved.json()).doc).toMatchObject({ path: newPath, _status: 'published' })

  await page.goto(linkingPath)
  const button = page.getByRole('link', { name: 'See the summer kits' })
  await expect(button).toHaveAttribute('href', newPath)
  await button.click()
  await expect(page).toHaveURL(newPath)
  await expect(page.getByText('Kits for the summer.')).toBeVisible()

  const old = await page.request.get(oldPath, { maxRedirects: 0 })
  expect(old.status()).toBe(308)
  expect(redirectTargets(old)).toEqual([newPath])

  // Unpublished, the chosen page gives no button; the page itself is served as before.
  expect((await page.request.patch(`/api/pages/${targetId}`, { data: { _status: 'draft' } })).ok()).toBe(true)
  const linking = await page.goto(linkingPath)
  expect(linking?.status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'Kits for every season' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'See the summer kits' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /Read the research/ })).toBeVisible()
})

test('moving a page back to its first address leaves one redirect, never a loop', async ({ page }) => {
  const suffix = Date.now().toString(36)
  const first = `/calm-corner-${suffix}`
  const second = `/calm-corner-kit-${suffix}`
  await signInToAdmin(page, EDITORS.links)
  const created = await page.request.post('/api/pages', {
    data: { title: `Calm corner ${suffix}`, path: first, sections: [{ blockType: 'markdownSection', text: 'A quiet place.' }], _status: 'published' },
  })
  expect(created.status()).toBe(201)
  const id = (await created.json()).doc.id
  const move = async (path: string) => expect((await page.request.patch(`/api/pages/${id}`, { data: { path, _status: 'published' } })).ok()).toBe(true)
  const redirectsFrom = async (path: string) =>
    (await (await page.request.get(`/api/redirects?where[from][equals]=${encodeURIComponent(path)}&depth=0`)).json()).docs.map((doc: { to: string }) => doc.to)

  await move(second)
  await move(first)
  expect(await redirectsFrom(first)).toEqual([])
  expect(await redirectsFrom(second)).toEqual([first])
  expect((await page.goto(first))?.status()).toBe(200)
  const old = await page.request.get(second, { maxRedirects: 0 })
  expect(old.status()).toBe(308)
  expect(redirectTargets(old)).toEqual([first])
})

test('menu links choose pages: a footer link follows its page to a new address and leaves when it is unpublished', async ({ page }) => {
  const suffix = Date.now().toString(36)
  const targetTitle = `Holiday kits ${suffix}`
  const oldPath = `/holiday-kits-${suffix}`
  const newPath = `/kits/holiday-${suffix}`
  const heading = `Seasonal ${suffix}`
  await signInToAdmin(page, EDITORS.links)

  // The seeded header menu chose its pages: the admin shows the page, not a typed address.
  await page.goto('/admin/globals/header')
  await expect(page.locator('#field-navigation__6__label')).toHaveValue('Pricing')
  await page.locator('#field-navigation__6__label').scrollIntoViewIfNeeded()
  await expect(page.locator('#field-navigation__6__page .rs__single-value')).toContainText('Pricing')
  await expect(page.locator('#field-navigation__6__url')).toHaveCount(0)

  const target = await page.request.post('/api/pages', {
    data: { title: targetTitle, path: oldPath, sections: [{ blockType: 'markdownSection', text: 'Kits for the holidays.' }], _status: 'published' },
  })
  expect(target.status()).toBe(201)
  const targetId = (await target.json()).doc.id

  // A footer column of the test's own, removed at the end; other tests read the seeded columns.
  const footer = await (await page.request.get('/api/globals/footer?depth=0')).json()
  const column = { heading, links: [{ label: 'Holiday kits', page: targetId }] }
  expect((await page.request.post('/api/globals/footer', { data: { columns: [...footer.columns, column] } })).ok()).toBe(true)
  try {
    const footerLink = page.getByRole('navigation', { name: heading }).getByRole('link', { name: 'Holiday kits' })
    await page.goto('/faq')
    await expect(footerLink).toHaveAttribute('href', oldPath)

    await page.goto(`/admin/collections/pages/${targetId}`)
    await expect(page.getByText(`Footer, ${heading}: Holiday kits`)).toBeVisible()
    await page.getByLabel('Path').fill(newPath)
    expect((await publishInAdmin(page, isPagePublish)).ok()).toBe(true)
    await expect(page.getByText(`Footer, ${heading}: Holiday kits`)).toBeVisible()

    await page.goto('/faq')
    await expect(footerLink).toHaveAttribute('href', newPath)
    await footerLink.click()
    await expect(page).toHaveURL(newPath)
    await expect(page.getByText('Kits for the holidays.')).toBeVisible()

    expect((await page.request.patch(`/api/pages/${targetId}`, { data: { _status: 'draft' } })).ok()).toBe(true)
    await page.goto('/faq')
    await expect(page.getByRole('navigation', { name: heading })).toBeVisible()
    await expect(footerLink).toHaveCount(0)
  } finally {
    const now = await (await page.request.get('/api/globals/footer?depth=0')).json()
    const columns = now.columns.filter((item: { heading: string }) => item.heading !== heading)
    expect((await page.request.post('/api/globals/footer', { data: { columns } })).ok()).toBe(true)
  }
})
