import { baseURL } from '../../playwright.config'
import { ADMIN_AXE_EXCEPTIONS, EDITORS, expect, expectNoAxeViolations, mailTo, signInToAdmin, test } from './fixtures'

// One account, whose password the test changes.
test.describe.configure({ mode: 'serial' })

test('an editor who forgot the password gets a mail in the site’s colours whose link sets a new one', async ({ page }) => {
  const account = EDITORS.mail
  // A client address of its own (the tests play the trusted proxy), so other tests' reset requests do not count.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.77.${Math.floor(Math.random() * 254) + 1}.${Math.floor(Math.random() * 254) + 1}` })
  const before = (await mailTo(account.email)).length

  await page.goto('/admin/forgot')
  await page.getByLabel('Email').fill(account.email)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Email Sent' })).toBeVisible()

  await expect.poll(async () => (await mailTo(account.email)).length).toBe(before + 1)
  const mail = (await mailTo(account.email)).at(-1)!
  expect(mail.subject).toBe('Set a new password for the Heartwise Learning CMS')
  expect(mail.from).toContain('Heartwise Learning')
  // Both parts carry the link, on the site's own address.
  const link = new RegExp(`${baseURL}/admin/reset/[\\w-]+`).exec(mail.text)?.[0]
  expect(link, mail.text).toBeTruthy()
  expect(mail.html).toContain(`href="${link}"`)
  expect(mail.html).toContain('background:#487a7b')

  const newPassword = `fresh-${Date.now().toString(36)}-password`
  await page.goto(link!)
  await page.getByLabel('New Password').fill(newPassword)
  await page.getByLabel('Confirm Password').fill(newPassword)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByRole('link', { name: 'Pages' }).first()).toBeVisible()

  // The old password no longer works; the new one does. A used link works no more.
  await page.context().clearCookies()
  const signIn = (password: string) => page.request.post('/api/users/login', { data: { email: account.email, password } })
  expect((await signIn(account.password)).status()).toBe(401)
  await signInToAdmin(page, { email: account.email, password: newPassword })
  await page.context().clearCookies()
  await page.goto(link!)
  await page.getByLabel('New Password').fill(account.password)
  await page.getByLabel('Confirm Password').fill(account.password)
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByText(/Token is either invalid or has expired/i)).toBeVisible()
})

test('a reset request for an address without an account sends no mail', async ({ request }) => {
  const nobody = `nobody-${Date.now().toString(36)}@example.com`
  const before = (await mailTo(EDITORS.mail.email)).length
  const ask = (email: string, address: string) => request.post('/api/users/forgot-password', { data: { email }, headers: { 'x-forwarded-for': address } })
  expect((await ask(nobody, '10.78.0.1')).status()).toBe(200)
  // A reset for a real account asked right after arrives; the one for nobody, prepared first, would have by then.
  expect((await ask(EDITORS.mail.email, '10.78.0.2')).status()).toBe(200)
  await expect.poll(async () => (await mailTo(EDITORS.mail.email)).length).toBe(before + 1)
  expect(await mailTo(nobody)).toEqual([])
})

test('an editor invites a colleague from the editors list; the invitation’s link lets them choose a password and sign in', async ({ page }) => {
  await signInToAdmin(page, EDITORS.invite)
  await page.goto('/admin/collections/users')
  const invite = page.getByRole('region', { name: 'Invite an editor' })
  await invite.getByLabel('Email').fill('not an address')
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  await expect(invite.getByText('Enter the email address of the editor to invite, such as name@example.org.')).toBeVisible()
  await expect(invite.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page, ADMIN_AXE_EXCEPTIONS)

  const colleague = `colleague-${Date.now().toString(36)}@example.com`
  await invite.getByLabel('Email').fill(colleague)
  await invite.getByLabel('Name (optional)').fill('Riley Patel')
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  await expect(invite.getByRole('status')).toHaveText(`Invitation sent to ${colleague}.`)
  // The list shows the new account at once.
  await expect(page.getByRole('row').filter({ hasText: colleague })).toBeVisible()

  await expect.poll(async () => (await mailTo(colleague)).length).toBe(1)
  const [mail] = await mailTo(colleague)
  expect(mail.subject).toBe('You are invited to edit the Heartwise Learning website')
  expect(mail.text).toContain('added you as an editor')
  const link = new RegExp(`${baseURL}/admin/reset/[\\w-]+`).exec(mail.text)?.[0]
  expect(link, mail.text).toBeTruthy()
  expect(mail.html).toContain(`href="${link}"`)

  await page.context().clearCookies()
  const password = `chosen-${Date.now().toString(36)}-password`
  await page.goto(link!)
  await page.getByLabel('New Password').fill(password)
  await page.getByLabel('Confirm Password').fill(password)
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByRole('link', { name: 'Pages' }).first()).toBeVisible()
  await page.context().clearCookies()
  await signInToAdmin(page, { email: colleague, password })
})
