import type { Page } from '@playwright/test'

import { addSectionInAdmin, createPageInAdmin, EDITORS, expect, publishInAdmin, signInToAdmin, test } from './fixtures'

test.describe.configure({ mode: 'serial' })

async function signInAndCreatePage(page: Page, title: string, path: string) {
  await signInToAdmin(page, EDITORS.validation)
  await createPageInAdmin(page, title, path)
}

test('saving a block without its required content shows the editor which fields are missing', async ({ page }) => {
  const path = `/validation-in-admin-${Date.now().toString(36)}`
  await signInAndCreatePage(page, 'Draft with an empty pillar banner', path)
  await addSectionInAdmin(page, /Pillar banner with video/, page.locator('#field-sections__0__title'))
  // The press reaches the server (kept if an autosave runs, as a loaded machine often has it), which refuses it.
  const refused = await publishInAdmin(page, (url, method) => method === 'PATCH' && /^\/api\/pages\/\d+$/.test(url.pathname) && !url.searchParams.has('draft'))
  expect(refused.status()).toBe(400)
  const message = page.getByText(/The following fields are invalid/)
  await expect(message).toBeVisible()
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
  await addSectionInAdmin(page, /Markdown section/, textBox)
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

test('a press on Publish changes while an autosave runs publishes once the autosave is done', async ({ page }) => {
  const path = `/published-after-autosave-${Date.now().toString(36)}`
  await signInAndCreatePage(page, 'Published after its autosave', path)
  // A fresh editor, once the draft holds the address typed: no autosave is left queued from typing the title and
  // address, so the edit below starts the only autosave.
  const id = /\/pages\/(\d+)/.exec(page.url())![1]
  await expect.poll(async () => (await (await page.request.get(`/api/pages/${id}?draft=true&depth=0`)).json()).path).toBe(path)
  await page.reload()
  const publishButton = page.getByRole('button', { name: 'Publish changes' })
  await expect(publishButton).toBeEnabled()

  // The next autosave is held at the server's door, so the press surely lands while it runs. The edit is one field's:
  // the CMS runs an autosave queued during another with the button enabled and forgets an edit typed during that
  // second one (until the next edit), as adding a section can queue two (docs/upgrading.md).
  let releaseAutosave = () => {}
  const autosaveHeld = new Promise<void>((held) =>
    page.route(/\/api\/pages\/\d+\?.*autosave=true/, async (route) => {
      held()
      await new Promise<void>((release) => (releaseAutosave = release))
      await route.continue()
    }),
  )
  await page.getByLabel('Title').first().fill('Written just before publishing')
  await autosaveHeld
  await expect(publishButton).toBeDisabled()
  const published = page.waitForResponse((response) => response.request().method() === 'PATCH' && !new URL(response.url()).searchParams.has('draft'))
  // A press as the editor makes it: on the button as it is, disabled for the autosave.
  await publishButton.click({ force: true })
  releaseAutosave()

  expect((await published).ok()).toBe(true)
  const response = await page.request.get(path)
  expect(response.status()).toBe(200)
  expect(await response.text()).toContain('<title>Written just before publishing</title>')
})
