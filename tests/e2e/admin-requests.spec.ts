import type { Page } from '@playwright/test'

import { ADMIN_AXE_EXCEPTIONS, EDITORS, expect, expectNoAxeViolations, signInToAdmin, test } from './fixtures'

// One account signs in for every test here: its sign-ins run one at a time, since two at once can lose a session.
test.describe.configure({ mode: 'serial' })

/** A published page of the test's own to open in the editor. */
async function createPage(page: Page, title: string) {
  const path = `/admin-check-${Date.now().toString(36)}`
  const response = await page.request.post('/api/pages', {
    data: { title, path, sections: [{ blockType: 'markdownSection', title, text: 'Checked in the admin.' }], _status: 'published' },
  })
  expect(response.status()).toBe(201)
  return (await response.json()).doc as { id: number }
}

/** Opens the drawer listing the kinds of section. */
async function openAddSectionDrawer(page: Page) {
  await page.getByRole('button', { name: 'Add Section' }).first().click()
  await expect(page.getByRole('button', { name: /Markdown section/ })).toBeVisible()
}

test('using the admin sends no request to another site', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin
  const elsewhere: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (!/^(data|blob):/.test(url) && new URL(url).origin !== origin) elsewhere.push(`${url} (from ${page.url()})`)
  })
  const settled = () => page.waitForLoadState('networkidle')

  await signInToAdmin(page, EDITORS.requests)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Recently edited pages' })).toBeVisible()
  await settled()
  await page.goto('/admin/collections/pages')
  await expect(page.getByRole('row').nth(1)).toBeVisible()
  await settled()
  const { id } = await createPage(page, 'Requests check')
  await page.goto(`/admin/collections/pages/${id}`)
  await expect(page.getByText('Used in navigation')).toBeVisible()
  await openAddSectionDrawer(page)
  await settled()
  await page.goto('/admin/collections/media')
  await expect(page.getByRole('row').nth(1)).toBeVisible()
  await settled()
  await page.goto('/admin/globals/header')
  await expect(page.getByText('Main menu, in order.')).toBeVisible()
  await settled()

  expect(elsewhere).toEqual([])
})

async function openPageEditor(page: Page) {
  await signInToAdmin(page, EDITORS.requests)
  const { id } = await createPage(page, 'Accessibility check')
  await page.goto(`/admin/collections/pages/${id}`)
  await expect(page.getByText('Used in navigation')).toBeVisible()
}

test('the page editor has no accessibility violations', async ({ page }) => {
  await openPageEditor(page)
  await expectNoAxeViolations(page, ADMIN_AXE_EXCEPTIONS)
})

test('the page editor with the add-section drawer open has no accessibility violations', async ({ page }) => {
  await openPageEditor(page)
  await openAddSectionDrawer(page)
  await expectNoAxeViolations(page, ADMIN_AXE_EXCEPTIONS)
})

test('the dashboard has no accessibility violations', async ({ page }) => {
  await signInToAdmin(page, EDITORS.requests)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Scheduled publications' })).toBeVisible()
  await expectNoAxeViolations(page, ADMIN_AXE_EXCEPTIONS)
})

test('the pages list has no accessibility violations', async ({ page }) => {
  await signInToAdmin(page, EDITORS.requests)
  await page.goto('/admin/collections/pages')
  await expect(page.getByRole('columnheader', { name: /Live address/ })).toBeVisible()
  await expectNoAxeViolations(page, ADMIN_AXE_EXCEPTIONS)
})
