import type { Locator, Page } from '@playwright/test'

import { marketingFormsURL } from '../../playwright.config'
import { expect, expectNoAxeViolations, test } from './fixtures'

const FORMS_SCRIPT = `${marketingFormsURL}/js/forms2/js/forms2.min.js`

/** The page's scrolling lock, as the modals set it. */
const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow)

/** What the provider's stand-in recorded. */
async function submissions(page: Page): Promise<{ formId: number; values: Record<string, string> }[]> {
  const response = await page.request.get(`${marketingFormsURL}/submissions`)
  expect(response.ok()).toBe(true)
  return response.json()
}

/** The requests for the provider's forms script the page makes from now on. */
function recordScriptRequests(page: Page): string[] {
  const requests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/js/forms2/js/forms2.min.js')) requests.push(request.url())
  })
  return requests
}

/** Fills the provider's form with a fresh email address and sends it; returns the address. */
async function send(form: Locator, name: string): Promise<string> {
  const email = `${name}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.org`
  await form.getByLabel('Email address').fill(email)
  await form.getByRole('button', { name: 'Submit' }).click()
  return email
}

test('a marketing form loads from the provider once, without repeated rows, and shows its success message once sent', async ({ page, consoleErrors }) => {
  const scriptRequests = recordScriptRequests(page)
  await page.goto('/contact')
  const section = page.getByRole('region', { name: 'Send us a message' })
  await section.scrollIntoViewIfNeeded()
  const form = section.getByRole('form', { name: 'Send us a message' })
  await expect(form.getByRole('button', { name: 'Submit' })).toBeVisible()
  // The stand-in renders form 1417's rows twice, as the provider does for a form loaded twice: the site keeps one.
  await expect(form.locator('.mktoFormRow')).toHaveCount(1)
  await expect(form.locator('.mktoButtonRow')).toHaveCount(1)
  expect(scriptRequests).toEqual([FORMS_SCRIPT])
  await expectNoAxeViolations(page)

  const email = await send(form, 'contact')
  await expect(section.getByRole('heading', { name: 'Thank you!' })).toBeVisible()
  await expect(section.getByText('We have received your message and will reply within one business day.')).toBeVisible()
  await expect(section.getByRole('form')).toHaveCount(0)
  // The visitor stays on the page: the provider's redirect is not followed.
  await expect(page).toHaveURL(/\/contact$/)
  expect(await submissions(page)).toContainEqual(expect.objectContaining({ formId: 1417, values: { Email: email } }))
  expect(scriptRequests).toHaveLength(1)
  expect(consoleErrors).toEqual([])
})

test('the sign-up modal opens with its form, locks scrolling, offers Close once sent and restores scrolling', async ({ page }) => {
  const scriptRequests = recordScriptRequests(page)
  await page.goto('/high-school-sel-curriculum')
  const trigger = page.getByRole('button', { name: 'Sign up for updates' })
  await trigger.click()
  const dialog = page.getByRole('dialog', { name: 'Sign up for high school updates' })
  await expect(dialog).toBeVisible()
  expect(await bodyOverflow(page)).toBe('hidden')
  const plus = dialog.getByRole('button', { name: 'Close' })
  await expect(plus).toBeVisible()
  const form = dialog.getByRole('form', { name: 'Sign up for high school updates' })
  await expect(form.getByRole('button', { name: 'Submit' })).toBeVisible()
  await expectNoAxeViolations(page)

  const email = await send(form, 'high-school')
  await expect(dialog.getByRole('heading', { name: 'You are on the list!' })).toBeVisible()
  // The (+) button gives way to a Close link.
  const close = dialog.getByRole('button', { name: 'Close' })
  await expect(close).toHaveCount(1)
  await expect(close).toHaveText('Close')
  await expect(dialog.locator('button svg')).toHaveCount(0)
  expect(await submissions(page)).toContainEqual(expect.objectContaining({ formId: 1846, values: { Email: email } }))
  await expectNoAxeViolations(page)

  await close.click()
  await expect(dialog).toBeHidden()
  await expect.poll(() => bodyOverflow(page)).toBe('')
  await expect(trigger).toBeFocused()

  // Opened again, the modal starts afresh with its (+) button and the form, from the script already loaded.
  await trigger.click()
  await expect(form.getByRole('button', { name: 'Submit' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Close' }).locator('svg')).toHaveCount(1)
  await expect(form.locator('.mktoFormRow')).toHaveCount(1)
  expect(scriptRequests).toEqual([FORMS_SCRIPT])
})

test('a feedback link (aliid) opens the feedback modal at load; Escape closes it and restores scrolling', async ({ page }) => {
  await page.goto('/family-supports?aliid=e2e-feedback')
  const dialog = page.getByRole('dialog', { name: 'How are the family resources working for you?' })
  await expect(dialog).toBeVisible()
  await expect.poll(() => bodyOverflow(page)).toBe('hidden')
  await expect(dialog.getByRole('form', { name: 'How are the family resources working for you?' }).getByRole('button', { name: 'Submit' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect.poll(() => bodyOverflow(page)).toBe('')
  // The close callback drops the feedback link's parameter: a reload does not open the modal again.
  await expect(page).not.toHaveURL(/aliid/)

  await page.reload()
  await expect(page.getByRole('button', { name: 'Share your feedback' })).toBeVisible()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'Share your feedback' }).click()
  await expect(dialog).toBeVisible()
  // A click on the backdrop closes it too.
  await page.mouse.click(5, 5)
  await expect(dialog).toBeHidden()
  await expect.poll(() => bodyOverflow(page)).toBe('')
})

test('the feedback section swaps to the feedback message once sent and remembers the visitor in a cookie', async ({ page }) => {
  await page.goto('/webinars')
  const section = page.getByRole('region', { name: 'How was your last webinar?' })
  await section.scrollIntoViewIfNeeded()
  await expect(section.getByText('It takes less than a minute.')).toBeVisible()
  const form = section.getByRole('form', { name: 'How was your last webinar?' })
  await expect(form.getByRole('button', { name: 'Submit' })).toBeVisible()
  await expectNoAxeViolations(page)

  const email = await send(form, 'webinar-feedback')
  const swapped = page.getByRole('region', { name: 'Thank you for your feedback!' })
  await expect(swapped.getByText('We read every answer and use it to plan the next sessions.')).toBeVisible()
  await expect(page.getByText('It takes less than a minute.')).toHaveCount(0)
  await expect(page.getByRole('form', { name: 'How was your last webinar?' })).toHaveCount(0)
  const cookies = await page.context().cookies()
  expect(cookies).toContainEqual(expect.objectContaining({ name: 'mktoFormCookie', value: 'true', path: '/', sameSite: 'Lax' }))
  expect(await submissions(page)).toContainEqual(expect.objectContaining({ formId: 1691, values: { Email: email } }))
  await expectNoAxeViolations(page)
})
