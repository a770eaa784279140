import { expect, test } from './fixtures'

// The demo's links lead to what their words promise, not to a nearby page.
test('the scope and sequence chart on /webinars opens the scope and sequence itself', async ({ page }) => {
  await page.goto('/webinars')
  const chart = page.getByRole('link', { name: /Preview of the scope and sequence chart/ })
  await expect(chart).toHaveAttribute('href', '/files/elementary-scope-and-sequence.pdf')
  const pdf = await page.request.get('/files/elementary-scope-and-sequence.pdf')
  expect(pdf.headers()['content-type']).toBe('application/pdf')
})

test('"Find your representative" on /pricing leads to the territory map on /contact', async ({ page }) => {
  await page.goto('/pricing')
  await page.getByRole('link', { name: 'Find your representative' }).click()
  await expect(page).toHaveURL(/\/contact#territories$/)
  await expect(page.locator('#territories-scroll')).toBeInViewport()
  await expect(page.locator('#territories-scroll').getByRole('heading').first()).toBeVisible()
})

test('"on our blog" on /high-school-sel-curriculum leads to the posts from the blog below it', async ({ page }) => {
  await page.goto('/high-school-sel-curriculum')
  await page.getByRole('link', { name: 'on our blog' }).click()
  await expect(page).toHaveURL(/#blog$/)
  await expect(page.getByRole('heading', { name: 'High school SEL on our blog' })).toBeInViewport()
})
