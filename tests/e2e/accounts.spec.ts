import type { Page } from '@playwright/test'

import { baseURL } from '../../playwright.config'
import { expect, expectNoAxeViolations, test } from './fixtures'

/** The local demo provider's one account (scripts/dev-identity-provider). */
const DEMO = { email: 'demo@example.org', password: 'demo-password', name: 'Demo Educator' }

const accountBar = (page: Page) => page.getByRole('group', { name: 'Account' })

/** Presses Tab until `target` has the focus (keyboard only), at most `limit` times. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 40) {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`Tab never reached ${target}`)
}

async function signInAtProvider(page: Page) {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  // The provider's form opens with the focus on Email.
  await expect(page.getByLabel('Email')).toBeFocused()
  await page.keyboard.type(DEMO.email)
  await page.keyboard.press('Tab')
  await page.keyboard.type(DEMO.password)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Share your details?' })).toBeVisible()
  await page.getByRole('button', { name: 'Allow' }).focus()
  await page.keyboard.press('Enter')
}

test('a visitor signs in at the provider from a content page, comes back to it named in the account bar, stays signed in on reload and signs out, keyboard only', async ({
  page,
  context,
}) => {
  await page.goto('/pricing')
  const bar = accountBar(page)
  const login = bar.getByRole('link', { name: 'Log in' })
  await expect(login).toBeVisible()
  await expectNoAxeViolations(page)
  await tabTo(page, login)
  await page.keyboard.press('Enter')

  await signInAtProvider(page)
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(bar).toContainText(DEMO.name)
  const logout = bar.getByRole('button', { name: 'Log out' })
  await expect(logout).toBeVisible()
  await expectNoAxeViolations(page)
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('user')

  await page.reload()
  await expect(bar).toContainText(DEMO.name)

  await tabTo(page, logout)
  await page.keyboard.press('Enter')
  // The provider asks whether to sign out there too; the visitor says yes and comes back to the site.
  const confirm = page.getByRole('button', { name: 'Yes, sign me out' })
  await expect(confirm).toBeVisible()
  await confirm.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/)
  await expect(accountBar(page).getByRole('link', { name: 'Log in' })).toBeVisible()
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('user')
  const session = await page.request.get('/api/account/session')
  expect(await session.json()).toEqual({ user: null })
})

test('the local demo opened as 127.0.0.1 moves to its one address, where signing in and the CMS work', async ({ page, request }) => {
  const otherName = baseURL.replace('//localhost:', '//127.0.0.1:')
  await page.goto(`${otherName}/pricing?from=bookmark`)
  await expect(page).toHaveURL(`${baseURL}/pricing?from=bookmark`)
  await accountBar(page).getByRole('link', { name: 'Log in' }).click()
  await signInAtProvider(page)
  await expect(page).toHaveURL(`${baseURL}/pricing`)
  await expect(accountBar(page)).toContainText(DEMO.name)
  // Every address moves, the CMS's included, so its session and request checks see one host.
  for (const path of ['/admin', '/api/pages?limit=1', '/api/account/login?return=%2Fpricing']) {
    const answer = await request.get(`${otherName}${path}`, { maxRedirects: 0 })
    expect(answer.status(), path).toBe(308)
    expect(answer.headers().location, path).toBe(`${baseURL}${path}`)
  }
})

test('a published page is byte for byte the same for a signed-in and a signed-out visitor', async ({ page, browser }) => {
  await page.goto('/faq')
  await accountBar(page).getByRole('link', { name: 'Log in' }).click()
  await signInAtProvider(page)
  await expect(accountBar(page)).toContainText(DEMO.name)

  const signedIn = await page.request.get('/faq')
  const anonymous = await browser.newContext()
  const signedOut = await anonymous.request.get('/faq')
  expect(signedIn.status()).toBe(200)
  expect(await signedIn.text()).toBe(await signedOut.text())
  expect((await page.request.get('/api/account/session')).headers()['cache-control']).toMatch(/private.*no-store|no-store.*private/)
  await anonymous.close()
})

test('the return path is always a page of this site, whatever the login link was given', async ({ page }) => {
  for (const target of ['//evil.example/x', '/\\evil.example', '/%2F%2Fevil.example', 'https://evil.example/', '/%5Cevil.example']) {
    const answer = await page.request.get(`/api/account/login?return=${encodeURIComponent(target)}`, { maxRedirects: 0 })
    expect(answer.status(), target).toBe(303)
    const location = new URL(answer.headers().location)
    expect(location.host, target).not.toBe('evil.example')
    const pathname = answer.headersArray().find((header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('pathname='))
    expect(decodeURIComponent(pathname?.value.split(';')[0].slice('pathname='.length) ?? ''), target).toBe('/')
  }
})

test('a callback that does not match a sign-in shows the sign-in problem page with a way back, without accessibility violations', async ({ page }) => {
  const answer = await page.goto('/api/account/callback?state=forged&code=stolen')
  expect(answer?.status()).toBe(400)
  await expect(page.getByRole('heading', { name: 'Sign-in problem' })).toBeVisible()
  // No sign-in was started in this browser: the page names the cookie, not an expiry.
  await expect(page.getByText("Your browser did not send back this sign-in's cookie: it may block cookies for this site, or the sign-in was started at another address of the site. Please try signing in again.")).toBeVisible()
  await expect(page.getByRole('link', { name: 'Try signing in again' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('after signing out, a copy of the session cookie taken before reads as signed out', async ({ page, browser }) => {
  await page.goto('/faq')
  await accountBar(page).getByRole('link', { name: 'Log in' }).click()
  await signInAtProvider(page)
  await expect(accountBar(page)).toContainText(DEMO.name)
  const copied = (await page.context().cookies()).filter((cookie) => ['account_session', 'user'].includes(cookie.name))
  expect(copied.map((cookie) => cookie.name).sort()).toEqual(['account_session', 'user'])
  const elsewhere = await browser.newContext()
  await elsewhere.addCookies(copied)
  // The copy works while the session lasts.
  expect(await (await elsewhere.request.get('/api/account/session')).json()).toEqual({ user: { name: DEMO.name } })

  await accountBar(page).getByRole('button', { name: 'Log out' }).click()
  await page.getByRole('button', { name: 'Yes, sign me out' }).click()
  await expect(accountBar(page).getByRole('link', { name: 'Log in' })).toBeVisible()
  expect(await (await elsewhere.request.get('/api/account/session')).json()).toEqual({ user: null })
  await elsewhere.close()
})
