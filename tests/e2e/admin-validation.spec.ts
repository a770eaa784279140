import type { Page } from '@playwright/test'

import { EDITORS, expect, publishInAdmin, test } from './fixtures'

test.describe.configure({ mode: 'serial' })

async function signInAndCreatePage(page: Page, title: string, path: string) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(EDITORS.validation.email)
  await page.getByLabel('Password').fill(EDITORS.validation.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('link', { name: 'Pages' }).first()).toBeVisible()
  await page.goto('/admin/collections/pages/create')
  await page.getByLabel('Title').first().fill(title)
  await page.getByLabel('Path').fill(path)
  // Autosave creates the draft and moves the editor to its address; a click during that move is lost.
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)
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
  await page.getByRole('button', { name: 'Add Section' }).first().click()
  await page.getByRole('button', { name: /Markdown section/ }).click()
  const text = 'Try a **feelings walk** this summer: name one feeling for each thing you see.'
  await page.getByRole('textbox', { name: 'Text *' }).fill(text)
  const publish = await publishInAdmin(page, (url, method) => ['PATCH', 'POST'].includes(method) && url.pathname.startsWith('/api/pages') && !url.searchParams.has('draft'))
  expect(publish.ok()).toBe(true)
  expect((await publish.json()).doc).toMatchObject({ _status: 'published', path: `/${path}` })

  const response = await page.goto(`/${path}`)
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle('Summer activities')
  await expect(page.getByText('feelings walk')).toBeVisible()
})
