import type { Locator, Page } from '@playwright/test'

import { baseURL, marketingFormsURL, productionURL, videoImageURL } from '../../playwright.config'
import { EDITORS, expect, expectNoAxeViolations, test } from './fixtures'

/** The two native interest forms as the demo seed places them. */
const FORMS = [
  { name: 'first', path: '/out-of-school-time-program', title: 'Get more information', hasUpdatesBox: true },
  { name: 'second', path: '/social-emotional-learning-adults', title: 'Get more information about SEL for Adults', hasUpdatesBox: false },
] as const

const REQUIRED_MESSAGES = [
  ['First name', 'Please enter your first name.'],
  ['Last name', 'Please enter your last name.'],
  ['Title', 'Please enter your title.'],
  ['Email', 'Please enter your email address.'],
  ['Phone', 'Please enter your phone number.'],
  ['Organization or site name', 'Please enter your organization or site name.'],
] as const

/** One address per run, so a first send creates a contact and a second one updates it. */
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`

async function openForm(page: Page, path: string, title: string) {
  await page.goto(path)
  const form = page.getByRole('form', { name: title })
  await form.scrollIntoViewIfNeeded()
  // The button is enabled once the form's script runs.
  await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled()
  return form
}

async function fillValid(form: Locator, email: string, { research = true } = {}) {
  if (research) await form.getByRole('checkbox', { name: /researching/ }).check()
  await form.getByLabel('First name', { exact: true }).fill('Maria')
  await form.getByLabel('Last name', { exact: true }).fill('Okafor')
  await form.getByLabel('Title', { exact: true }).fill('Program Director')
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('Phone', { exact: true }).fill('(555) 010-0199')
  await form.getByLabel('Organization or site name', { exact: true }).fill('Riverside Afterschool')
  await form.getByLabel('Country', { exact: true }).selectOption('us')
  await form.getByLabel('State', { exact: true }).selectOption('NY')
}

/** The message a control's aria-describedby points at. */
async function messageOf(form: Locator, control: Locator) {
  const id = await control.getAttribute('aria-describedby')
  return form.locator(`[id="${id}"]`)
}

for (const { name, path, title, hasUpdatesBox } of FORMS) {
  test.describe(`the ${name} interest form on ${path}`, () => {
    test('is an anchored section; an empty submit shows every message under its field and focuses the first; axe passes before and after', async ({ page }) => {
      const form = await openForm(page, path, title)
      await expect(page.locator('#interest-form-scroll')).toContainText(title)
      await expect(form.getByRole('checkbox', { name: /Send me news/ })).toHaveCount(hasUpdatesBox ? 1 : 0)
      await expectNoAxeViolations(page)

      await form.getByRole('button', { name: 'Submit' }).click()
      for (const [label, message] of REQUIRED_MESSAGES) {
        const control = form.getByLabel(label, { exact: true })
        await expect(control).toHaveAttribute('aria-invalid', 'true')
        await expect(await messageOf(form, control)).toHaveText(message)
      }
      const country = form.getByLabel('Country', { exact: true })
      await expect(await messageOf(form, country)).toHaveText('Please select your country.')
      if (hasUpdatesBox) {
        const research = form.getByRole('checkbox', { name: /researching/ })
        await expect(form.getByRole('group')).toContainText('Please check one of the checkboxes above.')
        await expect(research).toBeFocused()
      } else {
        await expect(form.getByText('Please check one of the checkboxes above.')).toHaveCount(0)
        await expect(form.getByLabel('First name', { exact: true })).toBeFocused()
      }
      await expect(form.getByText('Please enter your first name.')).toHaveCSS('color', 'rgb(179, 38, 30)')
      await expectNoAxeViolations(page)
    })

    test('shows US states for us and provinces for ca, none for other countries; a country change clears the state', async ({ page }) => {
      const form = await openForm(page, path, title)
      const country = form.getByLabel('Country', { exact: true })
      const state = form.getByRole('combobox', { name: 'State' })
      const province = form.getByRole('combobox', { name: 'Province' })
      await expect(country.locator('option').first()).toHaveText('Select')
      await expect(state).toHaveCount(0)

      await country.selectOption('us')
      await expect(state).toBeVisible()
      await expect(state.getByRole('option', { name: 'New York' })).toHaveCount(1)
      await state.selectOption('NY')

      await country.selectOption('ca')
      await expect(state).toHaveCount(0)
      await expect(province).toHaveValue('')
      await expect(province.getByRole('option', { name: 'Ontario' })).toHaveCount(1)
      await expect(province.getByRole('option', { name: 'New York' })).toHaveCount(0)
      await province.selectOption('ON')

      await country.selectOption('gb')
      await expect(state).toHaveCount(0)
      await expect(province).toHaveCount(0)

      await country.selectOption('us')
      await expect(state).toHaveValue('')
      await form.getByRole('button', { name: 'Submit' }).click()
      await expect(await messageOf(form, state)).toHaveText('Please enter your state.')
    })

    test('a valid form is received; the same email again, on a new load, is received too', async ({ page }) => {
      const email = uniqueEmail(`${name}-form`)
      for (const visit of [1, 2]) {
        const form = await openForm(page, path, title)
        await fillValid(form, email)
        const sent = page.waitForResponse((response) => /\/api\/constant-contact\/(create|update\/)/.test(response.url()))
        await form.getByRole('button', { name: 'Submit' }).click()
        const response = await sent
        // The lookup never tells whether an address is known: every form is sent as an update of its reference.
        expect(response.request().method(), `visit ${visit}`).toBe('PUT')
        expect(response.status(), `visit ${visit}`).toBe(200)
        const thanks = page.getByRole('heading', { name: 'Thank You!' })
        await expect(thanks).toBeVisible()
        await expect(thanks).toBeFocused()
        await expect(page.getByText('Your submission has been received.')).toBeVisible()
        await expect(page.getByRole('form', { name: title })).toHaveCount(0)
      }
      await expectNoAxeViolations(page)
    })

    test('a failing endpoint keeps every value and shows the message', async ({ page, consoleErrors }) => {
      await page.route('**/api/constant-contact/update/**', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'The submission could not be stored.' }) }),
      )
      const form = await openForm(page, path, title)
      const email = uniqueEmail(`${name}-failure`)
      await fillValid(form, email)
      await form.getByRole('button', { name: 'Submit' }).click()

      await expect(form.getByRole('alert')).toHaveText(
        'We could not send your details just now. Everything you entered is still here, so please try again in a moment.',
      )
      await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled()
      await expect(form.getByLabel('First name', { exact: true })).toHaveValue('Maria')
      await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email)
      await expect(form.getByLabel('State', { exact: true })).toHaveValue('NY')
      await expect(form.getByRole('checkbox', { name: /researching/ })).toBeChecked()
      await expect(page.getByRole('heading', { name: 'Thank You!' })).toHaveCount(0)
      expect(consoleErrors.some((text) => text.includes('Interest form: the contact update failed.'))).toBe(true)
      await expectNoAxeViolations(page)
    })
  })
}

test('a form whose hidden honeypot field was filled, as robots do, shows the thanks but is not kept', async ({ page, request }) => {
  const { path, title } = FORMS[0]
  const form = await openForm(page, path, title)
  const email = uniqueEmail('robot')
  await fillValid(form, email)
  await form.locator('input[name="website"]').fill('https://spam.example', { force: true })
  const sent = page.waitForResponse((response) => response.url().includes('/api/constant-contact/update/'))
  await form.getByRole('button', { name: 'Submit' }).click()
  expect((await sent).status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()

  expect((await request.post('/api/users/login', { data: EDITORS.forms })).ok()).toBe(true)
  const stored = await (await request.get(`/api/lead-submissions?where[email][equals]=${encodeURIComponent(email)}`)).json()
  expect(stored.totalDocs).toBe(0)
})

test.describe('other addresses and origins', () => {
  // These pages are not on the configured address, so requests must carry the browser's own Origin.
  test.use({ extraHTTPHeaders: {} })

  // The local demo sends another loopback name to its own; a deployment serves every name it is reached by.
  test('the second form works on any address of the site: opened by 127.0.0.1 while the site is configured as localhost', async ({ page }) => {
    const { path, title } = FORMS[1]
    const otherAddress = productionURL.replace('//localhost:', '//127.0.0.1:')
    const form = await openForm(page, `${otherAddress}${path}`, title)
    await fillValid(form, uniqueEmail('other-address'))
    const sent = page.waitForResponse((response) => response.url().includes('/api/constant-contact/update/'))
    await form.getByRole('button', { name: 'Submit' }).click()
    const response = await sent
    // Sent to the page's own origin, not to the configured site address.
    expect(new URL(response.url()).origin).toBe(otherAddress)
    expect(response.status()).toBe(200)
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
  })

  test('a page of an origin in LEAD_CORS_ORIGINS may send leads across origins; another origin is refused', async ({ page }) => {
    const lookup = (endpoint: string) =>
      page.evaluate(async (address) => {
        try {
          const response = await fetch(address)
          return { status: response.status, body: await response.json() }
        } catch {
          return { status: 'blocked' }
        }
      }, endpoint)
    const verify = `${baseURL}/api/constant-contact/verify/${encodeURIComponent(uniqueEmail('cors'))}`
    // The test server lists the marketing-forms stand-in's origin as a content site's caller.
    await page.goto(`${marketingFormsURL}/health`)
    const allowed = await lookup(verify)
    expect(allowed.status).toBe(200)
    expect(allowed.body.results).toHaveLength(1)
    const preflight = await page.evaluate(
      (address) => fetch(address, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{}' }).then((response) => response.status),
      `${baseURL}/api/constant-contact/update/not-a-reference`,
    )
    // The preflight passed: the update itself answers, refusing the empty body.
    expect(preflight).toBeGreaterThanOrEqual(400)
    expect(preflight).toBeLessThan(500)

    await page.goto(`${videoImageURL}/health`)
    expect(await lookup(verify)).toEqual({ status: 'blocked' })
  })
})
