import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Locator, type Page, type Response } from '@playwright/test'

import { mailCatcherURL } from '../../playwright.config'

export { expect }

/** Every page the demo seed publishes. */
export const seededRoutes = [
  '/',
  '/early-learning-curriculum',
  '/child-protection',
  '/elementary-school-curriculum/digital-program',
  '/elementary-school-curriculum/classroom-kits',
  '/bullying-prevention',
  '/out-of-school-time-program',
  '/middle-school-curriculum',
  '/high-school-sel-curriculum',
  '/social-emotional-learning-adults',
  '/webinars',
  '/webinars/on-demand-webinars',
  '/faq',
  '/sample-lessons',
  '/search',
  '/notifications',
  '/pricing',
  '/contact',
  '/family-supports',
  '/blocks',
  ...['heroes', 'banners', 'text', 'layout', 'interactive', 'cards', 'program-content', 'tables-and-lists', 'media', 'forms'].map(
    (group) => `/blocks/${group}`,
  ),
]

/** The first editor account, which the seed creates from these settings (scripts/test.mjs makes a new password per run). */
export const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'site-admin@example.com', password: process.env.ADMIN_PASSWORD ?? '' }

const editor = (name: string) => ({ email: `editor-${name}@example.com`, password: 'test-editor-password' })
export const EDITORS = {
  heroes: editor('heroes'),
  validation: editor('validation'),
  data: editor('data'),
  dataCache: editor('data-cache'),
  security: editor('security'),
  seo: editor('seo'),
  redirects: editor('redirects'),
  policy: editor('policy'),
  leads: editor('leads'),
  forms: editor('forms'),
  search: editor('search'),
  exposure: editor('exposure'),
  exposureNotices: editor('exposure-notices'),
  exposurePrivate: editor('exposure-private'),
  target: editor('target'),
  webinars: editor('webinars'),
  blogFeed: editor('blog-feed'),
  notifications: editor('notifications'),
  orientation: editor('orientation'),
  requests: editor('requests'),
  links: editor('links'),
  checks: editor('checks'),
  drawer: editor('drawer'),
  startChecks: editor('start-checks'),
  territories: editor('territories'),
  lockout: editor('lockout'),
  prices: editor('prices'),
  mail: editor('mail'),
  invite: editor('invite'),
}
/** The secrets the test servers run with: scripts/test.mjs makes new random ones for each run. */
const secret = (name: 'PAYLOAD_SECRET' | 'PREVIEW_SECRET' | 'REVALIDATE_SECRET') => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run the browser tests with npm test e2e, which makes the test secrets.`)
  return value
}
export const PREVIEW_SECRET = secret('PREVIEW_SECRET')
export const REVALIDATE_SECRET = secret('REVALIDATE_SECRET')
export const PAYLOAD_SECRET = secret('PAYLOAD_SECRET')

/**
 * The advertising pixel is a third-party script: the tests serve a small stand-in that does what the real script does
 * with the site's queue function (`window.fbq`): replays the calls queued before it arrived, then takes later calls
 * directly through `fbq.callMethod`. It records each run and each call it receives in `window.__adPixel` ({ loads, commands }).
 */
const AD_PIXEL_STAND_IN = `(function () {
  var log = (window.__adPixel = window.__adPixel || { loads: 0, commands: [] });
  log.loads += 1;
  var fbq = window.fbq;
  if (!fbq) return;
  fbq.callMethod = function () {
    log.commands.push(Array.prototype.slice.call(arguments));
  };
  while (fbq.queue.length) fbq.callMethod.apply(fbq, fbq.queue.shift());
})();`

type Fixtures = { consoleErrors: string[] }

export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(errors)
  },
  // Every browser test fails when the content security policy blocks anything the page or the admin tried to use.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForScriptOnEveryLoad(page)
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`)
    })
    await page.route('**/__test__/ad-pixel.js*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: AD_PIXEL_STAND_IN }),
    )
    await use(page)
    expect(violations, 'content security policy violations').toEqual([])
  },
})

/** An axe finding in markup we do not own (the CMS's admin), allowed for one rule on the elements `selector` matches. */
export type AxeException = { rule: string; selector: string }

export async function expectNoAxeViolations(page: Page, exceptions: AxeException[] = []) {
  // Colours read mid-animation (text fading in) are not the ones a reader sees: let finite animations end first.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity).map((animation) => animation.finished.catch(() => null))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  )
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  const excepted = (rule: string, target: string) =>
    page.evaluate(
      ({ rule, target, exceptions }) => exceptions.some((e) => e.rule === rule && document.querySelector(target)?.matches(e.selector)),
      { rule, target, exceptions },
    )
  const summary: string[] = []
  for (const v of results.violations) {
    const targets: string[] = []
    for (const n of v.nodes) if (!(await excepted(v.id, n.target.join(' ')))) targets.push(n.target.join(' '))
    if (targets.length) summary.push(`${v.id}: ${v.help} (${targets.join(', ')})`)
  }
  expect(summary, 'axe violations').toEqual([])
}

/**
 * Axe findings in the admin's own markup, each limited to its rule and elements; docs/accessibility.md describes them.
 */
export const ADMIN_AXE_EXCEPTIONS: AxeException[] = [
  { rule: 'aria-command-name', selector: '.collapsible__drag' },
  { rule: 'aria-hidden-focus', selector: '.rs__indicators [aria-hidden="true"]' },
  { rule: 'button-name', selector: '[class*="popup-button"], .array-actions__button, .clickable-arrow, .upload-relationship-details__edit, .upload-relationship-details__remove' },
  {
    rule: 'color-contrast',
    selector:
      '[class*="field-description"], .tabs-field__tab-button, .upload__dropzoneContent__orText, .upload__dragAndDropText, [class*="btn--icon"] .btn__label, .upload-relationship-details__meta',
  },
  // The chosen image's preview takes the image's own alternative text: empty when the editor has not written it.
  { rule: 'image-alt', selector: '.upload-relationship-details img' },
  { rule: 'label', selector: '.react-select input, .select-row input' },
  { rule: 'list', selector: '.doc-tabs__tabs' },
  { rule: 'target-size', selector: '.array-actions__button' },
]

/**
 * Waits until the admin has finished a save it was sent: its "Submitting..." notice has turned into the outcome. Until
 * then the CMS is still reloading the saved document into the form, and that reload replaces whatever was typed or
 * marked invalid in the meantime, as an editor who waits for the notice never meets.
 */
export async function saveFinished(page: Page) {
  await expect(page.locator('[data-sonner-toast][data-type="loading"]')).toHaveCount(0)
}

/**
 * Types into a field of the admin's form and waits for the form's check of the change to be answered, as an editor's
 * pause before pressing a button does. A check still under way when a save is refused answers "valid" afterwards
 * (it was asked before the save, without validation) and hides the field's error.
 */
export async function fillInAdmin(field: Locator, value: string) {
  const form = new URL(field.page().url()).pathname
  const checked = field.page().waitForResponse(
    (response) => response.request().method() === 'POST' && 'next-action' in response.request().headers() && new URL(response.url()).pathname === form,
  )
  await field.fill(value)
  await checked
}

/**
 * Presses the admin's Publish changes button once and returns the answer to the publish request (`isPublish`: not a
 * draft autosave) once the admin has finished the save. A press made while an autosave runs is kept until the
 * autosave has finished.
 */
export async function publishInAdmin(page: Page, isPublish: (url: URL, method: string) => boolean): Promise<Response> {
  const published = page.waitForResponse((response) => isPublish(new URL(response.url()), response.request().method()))
  await page.getByRole('button', { name: 'Publish changes' }).click()
  const response = await published
  await saveFinished(page)
  return response
}

/**
 * A page shows before its scripts run (they start after its first paint), so the browser's load event can come before
 * React has taken the page over. Here `goto`, `reload`, `goBack` and `goForward` return only once it has, as a
 * visitor's or editor's first click usually does; in the admin, also once its forms have loaded what they edit (a
 * form still loading ignores input). Left alone: the production server over plain http, whose HSTS header has the
 * browser ask for every file over https.
 */
function waitForScriptOnEveryLoad(page: Page) {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args)
        const scripted =
          response !== null &&
          /^text\/html/.test(response.headers()['content-type'] ?? '') &&
          !(response.url().startsWith('http:') && response.headers()['strict-transport-security']) &&
          (await page.evaluate(() => '__next_f' in self).catch(() => false))
        if (scripted) await waitForScript(page)
        if (scripted && /^\/admin(?:\/|$)/.test(new URL(response.url()).pathname)) await adminFormsReady(page)
        return response
      },
    })
  }
}

/**
 * Waits until every form of the admin has loaded what it edits. Until then its fields and buttons are disabled, and a
 * click or key on them is lost, as it would be for an editor (who waits for the form to appear).
 */
export async function adminFormsReady(page: Page) {
  await expect(page.locator('form[data-form-ready="false"]')).toHaveCount(0)
}

/**
 * Waits until the page's script has taken over `target` (a link or form whose script adds to what the browser does),
 * or the whole page. A page shows before its scripts load; until they run, a link or form does what the browser does
 * on its own (a plain jump, a new window, a plain form submission).
 */
export async function waitForScript(target: Page | Locator) {
  const element = 'goto' in target ? target.locator('body') : target
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')))).toBe(true)
}

/** A mail as the mail catcher (tests/stand-ins/mail-catcher.mjs) caught it. */
export type CaughtMail = { to: string[]; from: string; subject: string; text: string; html: string; headers: Record<string, string>; receivedAt: string }

/** The mails the test servers sent to `email`, oldest first. */
export async function mailTo(email: string): Promise<CaughtMail[]> {
  const answer = await fetch(`${mailCatcherURL}/api/mails?to=${encodeURIComponent(email)}`)
  if (!answer.ok) throw new Error(`The mail catcher answered ${answer.status}`)
  return ((await answer.json()) as CaughtMail[]).reverse()
}

/** Signs in to the admin as `account`. */
export async function signInToAdmin(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('link', { name: 'Pages' }).first()).toBeVisible()
}

/**
 * Starts a page in the admin's editor with its title and address. Autosave creates the draft and moves the editor to
 * the draft's own address, where the form loads it again; this returns once the form is ready there.
 */
export async function createPageInAdmin(page: Page, title: string, path: string) {
  await page.goto('/admin/collections/pages/create')
  await page.getByLabel('Title').first().fill(title)
  await page.getByLabel('Path').fill(path)
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)
  await adminFormsReady(page)
}

/** Adds a section of the kind named `block` in the page editor; returns once `added` (a field of it) shows. */
export async function addSectionInAdmin(page: Page, block: RegExp, added: Locator) {
  await page.getByRole('button', { name: 'Add Section' }).first().click()
  await page.getByRole('button', { name: block }).click()
  await expect(added).toBeVisible()
}
