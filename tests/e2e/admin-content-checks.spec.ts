import { readFile } from 'node:fs/promises'

import type { Page } from '@playwright/test'

import { ADMIN_AXE_EXCEPTIONS, EDITORS, expect, expectNoAxeViolations, publishInAdmin, signInToAdmin, test } from './fixtures'

test.describe.configure({ mode: 'serial' })

const run = Date.now().toString(36)
const path = `/content-checks-${run}`
const brokenAddress = `/no-page-here-${run}`
const brokenMarkdownLink = `/gone-${run}`
let pageId: number

const summary = (page: Page) => page.getByRole('region', { name: 'Content checks' })
const warningUnder = (page: Page, fieldPath: string) => page.locator(`[data-check-path="${fieldPath}"]`)
/** The admin reopens the tab last used: the sections' fields show on the Sections tab. */
const sectionsTab = (page: Page) => page.getByRole('button', { name: 'Sections', exact: true }).click()
/** The admin draws a row of fields once it scrolls into view: bring the third section's button row there. */
const showThirdSection = (page: Page) => page.locator('#field-sections__2__subtitle').scrollIntoViewIfNeeded()

/** The page under test, a draft of its own: an image without alternative text, broken links, a skipped heading, no description. */
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage()
  await signInToAdmin(page, EDITORS.checks)
  const image = await page.request.post('/api/media', {
    multipart: {
      file: { name: `no-alt-${run}.png`, mimeType: 'image/png', buffer: await readFile('public/og-default.png') },
      _payload: JSON.stringify({ alt: ' ' }),
    },
  })
  expect(image.status()).toBe(201)
  const created = await page.request.post('/api/pages?draft=true', {
    data: {
      title: 'Content checks',
      path,
      _status: 'draft',
      sections: [
        { blockType: 'centeredHero', title: 'Checked before publishing' },
        {
          blockType: 'markdownSection',
          title: 'About',
          text: `#### Skipped level\n\nRead [the old page](${brokenMarkdownLink}) and [the guide](/files/no-guide-${run}.pdf).`,
          image: (await image.json()).doc.id,
        },
        { blockType: 'centeredHero', title: 'Next step', linkText: 'Go', linkUrl: brokenAddress },
      ],
    },
  })
  expect(created.status()).toBe(201)
  pageId = (await created.json()).doc.id
  await page.close()
})

test('each check shows next to its field and in the summary at the top', async ({ page }) => {
  await signInToAdmin(page, EDITORS.checks)
  await page.goto(`/admin/collections/pages/${pageId}`)
  await expect(summary(page)).toContainText('6 things to check before publishing; 2 stop publishing until corrected.')
  const items = summary(page).getByRole('listitem')
  await expect(items).toHaveText([
    `Section 2 (Markdown section), Text: Stops publishing. The link to "${brokenMarkdownLink}" has no published page. Correct the address or publish that page.`,
    `Section 2 (Markdown section), Text: The link to "/files/no-guide-${run}.pdf" is not a PDF in the library. Upload it under Documents and link to /files/<file name>.`,
    'Section 2 (Markdown section), Text: The heading "Skipped level" is level 4 (####) right after a level 2 heading. Make it level 3 (###), so the page\'s outline has no gap.',
    'Section 2 (Markdown section), Image: The image has no alternative text. Add it to the image under Images, or choose another image.',
    `Section 3 (Centered hero), Button address: Stops publishing. "${brokenAddress}" has no published page. Choose a page or correct the address.`,
    'SEO, Meta description: The page has no meta description. Write one or two sentences for search results, at most 160 characters.',
  ])

  const text = warningUnder(page, 'sections.1.text')
  await expect(text).toContainText(`Stops publishing: The link to "${brokenMarkdownLink}" has no published page.`)
  await expect(text).toContainText(`Check: The link to "/files/no-guide-${run}.pdf" is not a PDF in the library.`)
  await expect(text).toContainText('Check: The heading "Skipped level" is level 4 (####)')
  await expect(warningUnder(page, 'sections.1.image')).toHaveText('Check: The image has no alternative text. Add it to the image under Images, or choose another image.')
  await showThirdSection(page)
  await expect(warningUnder(page, 'sections.2.linkUrl')).toHaveText(`Stops publishing: "${brokenAddress}" has no published page. Choose a page or correct the address.`)

  // The summary's entry opens the SEO tab and moves focus to the description, with its warning under it.
  await summary(page).getByRole('button', { name: 'SEO, Meta description' }).click()
  await expect(page.locator('#field-seo__description')).toBeFocused()
  await expect(warningUnder(page, 'seo.description')).toHaveText(/^Check: The page has no meta description\./)

  // Writing a description removes its warning, here and in the summary.
  await page.locator('#field-seo__description').fill('Checks an editor sees before publishing a page.')
  await expect(summary(page)).toContainText('5 things to check before publishing; 2 stop publishing until corrected.')
  await expect(warningUnder(page, 'seo.description')).toHaveCount(0)
})

test('a draft with warnings saves; publishing is refused while an internal link is broken and goes ahead once fixed', async ({ page }) => {
  await signInToAdmin(page, EDITORS.checks)
  await page.goto(`/admin/collections/pages/${pageId}`)
  await expect(summary(page)).toContainText('stop publishing until corrected')
  await sectionsTab(page)

  // A draft saves with every warning in place.
  const draftSaved = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/pages/${pageId}` && new URL(response.url()).searchParams.has('draft'))
  await page.getByLabel('Title', { exact: false }).first().fill('Content checks, draft')
  expect((await draftSaved).ok()).toBe(true)

  const isPublish = (url: URL, method: string) => method === 'PATCH' && url.pathname === `/api/pages/${pageId}` && !url.searchParams.has('draft')
  const refused = await publishInAdmin(page, isPublish)
  expect(refused.status()).toBe(400)
  await expect(page.getByText(/The following fields are invalid \(2\)/)).toContainText('Button address in section 3 (Centered hero)')
  await sectionsTab(page)
  await showThirdSection(page)
  const message = `Section 3 (Centered hero), Button address: "${brokenAddress}" has no published page. Choose a page or correct the address.`
  await expect(page.getByText(message, { exact: true }).first()).toBeAttached()
  expect((await page.request.get(path)).status()).toBe(404)

  await page.locator('#field-sections__2__linkUrl').fill('/webinars')
  await page.locator('#field-sections__1__text').fill('### Right level\n\nRead [the questions](/faq).')
  await expect(summary(page).getByText(/^\d+ things? to check before publishing\.$/)).toBeVisible()
  const published = await publishInAdmin(page, isPublish)
  expect(published.status()).toBe(200)
  expect((await published.json()).doc).toMatchObject({ _status: 'published', path })
  expect((await page.request.get(path)).status()).toBe(200)
})

test('the edit screen with warnings shown has no accessibility violations, in the light and the dark theme', async ({ page }) => {
  await signInToAdmin(page, EDITORS.checks)
  await page.goto(`/admin/collections/pages/${pageId}`)
  await sectionsTab(page)
  await expect(warningUnder(page, 'sections.1.image')).toBeVisible()
  await expectNoAxeViolations(page, ADMIN_AXE_EXCEPTIONS)
  await page.context().addCookies([{ name: 'payload-theme', value: 'dark', url: new URL(page.url()).origin }])
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await sectionsTab(page)
  await expect(warningUnder(page, 'sections.1.image')).toBeVisible()
  await expectNoAxeViolations(page, ADMIN_AXE_EXCEPTIONS)
})
