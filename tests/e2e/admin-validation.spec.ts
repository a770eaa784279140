import { EDITORS, expect, test } from './fixtures'

test('saving a block without its required content shows the editor which fields are missing', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(EDITORS.validation.email)
  await page.getByLabel('Password').fill(EDITORS.validation.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('link', { name: 'Pages' }).first()).toBeVisible()

  await page.goto('/admin/collections/pages/create')
  await page.getByLabel('Title').first().fill('Draft with an empty pillar banner')
  await page.getByLabel('Path').fill('/validation-in-admin')
  await page.getByRole('button', { name: 'Add Section' }).first().click()
  await page.getByRole('button', { name: /Pillar banner with video/ }).click()
  await page.getByRole('button', { name: 'Publish changes' }).click()

  const message = page.getByText(/The following fields are invalid/)
  await expect(message).toBeVisible()
  await expect(message).toContainText('Title')
  await expect(message).toContainText('Video id')
  // The page was not published.
  expect((await page.request.get('/validation-in-admin')).status()).toBe(404)
})
