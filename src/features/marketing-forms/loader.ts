import { FEEDBACK_FORM_ID, SIGN_UP_FORM_IDS, type MarketingFormId } from './forms'

/**
 * The marketing-automation provider's browser API (Forms 2.0), as far as the site uses it: its script defines
 * `window.MktoForms2`, whose `loadForm` renders a form into the page's `<form id="mktoForm_<id>">`.
 */
export type MktoForm = {
  getId(): number
  /** jQuery-like: `[0]` is the form element. */
  getFormElem(): ArrayLike<HTMLFormElement>
  /** Runs after a successful submission; returning false stays on the page instead of following the redirect. */
  onSuccess(callback: (values: Record<string, unknown>, followUpUrl: string) => boolean | void): MktoForm
  submit(): MktoForm
  vals(): Record<string, unknown>
}

export type MktoForms2 = {
  loadForm(baseUrl: string, munchkinId: string, formId: number, callback?: (form: MktoForm) => void): void
  whenReady(callback: (form: MktoForm) => void): void
}

declare global {
  interface Window {
    MktoForms2?: MktoForms2
  }
}

/** Where the provider serves its forms script, under its base address. */
export const FORMS_SCRIPT_PATH = '/js/forms2/js/forms2.min.js'
/** Delay between looks for the form's element. */
export const FORM_RETRY_MS = 250
/** How long the script, then the form, may take before the visitor is told the form could not load. */
export const FORM_LOAD_TIMEOUT_MS = 15_000
/** What a visitor reads when the provider cannot be reached. */
export const FORM_LOAD_ERROR = 'This form could not load. Please refresh the page or try again later.'
/** The cookie the feedback form sets once sent. */
export const FEEDBACK_COOKIE = 'mktoFormCookie'

export const formsScriptUrl = (baseUrl: string) => `${baseUrl.replace(/\/+$/, '')}${FORMS_SCRIPT_PATH}`
export const formElementId = (formId: number) => `mktoForm_${formId}`

/** One script per page and address, whatever mounts and unmounts (strict-mode effects, client-side navigation). */
const scripts = new Map<string, Promise<MktoForms2>>()

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms)
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    )
  })
}

/** Loads the provider's forms script once per page; every caller shares the same promise. */
export function loadFormsScript(baseUrl: string, timeoutMs = FORM_LOAD_TIMEOUT_MS): Promise<MktoForms2> {
  const src = formsScriptUrl(baseUrl)
  const known = scripts.get(src)
  if (known) return known
  const loaded = new Promise<MktoForms2>((resolve, reject) => {
    if (window.MktoForms2) return resolve(window.MktoForms2)
    const script = Object.assign(document.createElement('script'), { src, async: true })
    script.addEventListener('load', () => (window.MktoForms2 ? resolve(window.MktoForms2) : reject(new Error(`${src} defined no MktoForms2`))))
    script.addEventListener('error', () => reject(new Error(`${src} failed to load`)))
    document.head.appendChild(script)
  })
  const promise = withTimeout(loaded, timeoutMs, src)
  scripts.set(src, promise)
  return promise
}

/** Forgets the loaded scripts: for tests only. */
export const resetFormsScripts = () => scripts.clear()

/** Resolves with the element once it exists, looking every 250 ms; rejects when `signal` aborts. */
export function waitForElement(id: string, signal?: AbortSignal, retryMs = FORM_RETRY_MS): Promise<HTMLElement> {
  return new Promise((resolve, reject) => {
    const look = () => {
      if (signal?.aborted) return reject(signal.reason)
      const element = document.getElementById(id)
      if (element) return resolve(element)
      setTimeout(look, retryMs)
    }
    look()
  })
}

/** How close to the window a form may come before its script loads. */
export const NEAR_VIEWPORT_MARGIN = '300px 0px'

/**
 * Resolves once the element comes near the window (at once where the browser cannot tell), so the provider's script
 * loads only for visitors who reach a form; rejects when `signal` aborts.
 */
export function nearViewport(element: Element, signal?: AbortSignal): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve()
  return new Promise((resolve, reject) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        resolve()
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    )
    observer.observe(element)
    signal?.addEventListener('abort', () => (observer.disconnect(), reject(signal.reason)), { once: true })
  })
}

/**
 * Removes repeated form rows and button rows, keeping the first of identical ones: the provider renders a form's rows
 * twice when the form loads twice.
 */
export function removeDuplicateRows(form: Element): number {
  let removed = 0
  for (const selector of ['.mktoFormRow', '.mktoButtonRow']) {
    const seen = new Set<string>()
    for (const row of Array.from(form.querySelectorAll(selector))) {
      if (seen.has(row.outerHTML)) {
        row.remove()
        removed += 1
      } else seen.add(row.outerHTML)
    }
  }
  return removed
}

export type FormTarget = { baseUrl: string; accountId: string; formId: MarketingFormId }

/**
 * Loads the script (once), waits for the form's element, has the provider render the form into it and cleans up
 * repeated rows. Rejects if the script or the form does not arrive in time, or when `signal` aborts (an unmounted form
 * is never loaded).
 */
export async function mountForm({ baseUrl, accountId, formId }: FormTarget, signal?: AbortSignal, timeoutMs = FORM_LOAD_TIMEOUT_MS): Promise<MktoForm> {
  const forms2 = await loadFormsScript(baseUrl, timeoutMs)
  await waitForElement(formElementId(formId), signal)
  signal?.throwIfAborted()
  const form = await withTimeout(
    new Promise<MktoForm>((resolve) => forms2.loadForm(baseUrl, accountId, formId, resolve)),
    timeoutMs,
    `form ${formId}`,
  )
  const element = form.getFormElem()[0]
  if (element) removeDuplicateRows(element)
  return form
}

export type SuccessCallbacks = {
  /** Runs after every successful submission (the form is hidden by then). */
  onSuccess?: () => void
  /** The sign-up forms' parent (a modal) hears of the success too. */
  onParentSuccess?: () => void
  /** The feedback form marks its parent (the feedback section) submitted. */
  onParentSubmitted?: () => void
}

/** The cookie line the feedback form sets: for the whole site, sent on same-site requests, secure on https. */
export const feedbackCookie = (protocol: string) => `${FEEDBACK_COOKIE}=true; path=/; SameSite=Lax${protocol === 'https:' ? '; Secure' : ''}`

/** What follows a successful submission of form `formId`. */
export function reportSuccess(formId: MarketingFormId, callbacks: SuccessCallbacks): void {
  callbacks.onSuccess?.()
  if ((SIGN_UP_FORM_IDS as readonly number[]).includes(formId)) callbacks.onParentSuccess?.()
  if (formId === FEEDBACK_FORM_ID) {
    callbacks.onParentSubmitted?.()
    document.cookie = feedbackCookie(window.location.protocol)
  }
}
