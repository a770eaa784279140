import type { Locator, Page } from '@playwright/test'

import { EDITORS, expect, publishInAdmin, signInToAdmin, test } from './fixtures'

test.describe.configure({ mode: 'serial' })

async function signInAndCreatePage(page: Page, title: string, path: string) {
  await signInToAdmin(page, EDITORS.validation)
  await page.goto('/admin/collections/pages/create')
  await page.getByLabel('Title').first().fill(title)
  await page.getByLabel('Path').fill(path)
  // Autosave creates the draft and moves the editor to its address; a click during that move is lost.
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)
}

/**
 * Adds a section of the block named `block`; `added` shows once it is there. The admin drops a click that lands while
 * it re-renders after an autosave, so when nothing was added the editor chooses the block again.
 */
async function addSection(page: Page, block: RegExp, added: Locator) {
  await expect(async () => {
    if (await added.count()) return
    await page.getByRole('button', { name: 'Add Section' }).first().click()
    await page.getByRole('button', { name: block }).click({ timeout: 5000 })
    await expect(added).toBeVisible({ timeout: 5000 })
  }).toPass({ timeout: 40_000 })
}

test('saving a block without its required content shows the editor which fields are missing', async ({ page }) => {
  const path = `/validation-in-admin-${Date.now().toString(36)}`
  await signInAndCreatePage(page, 'Draft with an empty pillar banner', path)
  await page.getByRole('button', { name: 'Add Section' }).first().click()
  await page.getByRole('button', { name: /Pillar banner with video/ }).click()
  const message = page.getByText(/The following fields are invalid/)
  // The admin drops a submit that arrives while an autosave of the new section is still running: press again then.
  await expect(async () => {
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(message).toBeVisible({ timeout: 3000 })
  }).toPass({ timeout: 30_000 })
  await expect(message).toContainText('Title')
  await expect(message).toContainText('Video id')
  // The page was not published.
  expect((await page.request.get(path)).status()).toBe(404)
})

test('an editor creates a page in the admin, publishes it, and visitors find it at its address', async ({ page }) => {
  const path = `family-supports/summer-activities-${Date.now().toString(36)}`
  // A visitor who asked before the page existed got the 404; publishing clears that.
  expect((await page.request.get(`/${path}`)).status()).toBe(404)

  await signInAndCreatePage(page, 'Summer activities', path)
  const textBox = page.getByRole('textbox', { name: 'Text *' })
  await addSection(page, /Markdown section/, textBox)
  const text = 'Try a **feelings walk** this summer: name one feeling for each thing you see.'
  await textBox.fill(text)
  const publish = await publishInAdmin(page, (url, method) => ['PATCH', 'POST'].includes(method) && url.pathname.startsWith('/api/pages') && !url.searchParams.has('draft'))
  expect(publish.ok()).toBe(true)
  expect((await publish.json()).doc).toMatchObject({ _status: 'published', path: `/${path}` })

  const response = await page.goto(`/${path}`)
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle('Summer activities')
  await expect(page.getByText('feelings walk')).toBeVisible()
})
