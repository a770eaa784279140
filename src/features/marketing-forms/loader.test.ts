// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest'

import { marketingFormId, marketingFormOptions, marketingForms } from './forms'
import {
  FORM_RETRY_MS,
  feedbackCookie,
  formsScriptUrl,
  loadFormsScript,
  mountForm,
  NEAR_VIEWPORT_MARGIN,
  nearViewport,
  removeDuplicateRows,
  reportSuccess,
  resetFormsScripts,
  waitForElement,
  type MktoForms2,
} from './loader'
import { fakeProvider, PROVIDER_ROWS } from '../../../tests/support/marketing-forms'

const BASE = 'https://forms.example.org'
const ROWS = PROVIDER_ROWS

/** Makes appended script elements "load" by defining the API, as the real script does. */
function serveScript(api: MktoForms2 | null) {
  const appended: HTMLScriptElement[] = []
  const original = document.head.appendChild.bind(document.head)
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (node instanceof HTMLScriptElement) {
      appended.push(node)
      queueMicrotask(() => {
        if (api) window.MktoForms2 = api
        node.dispatchEvent(new Event(api ? 'load' : 'error'))
      })
      return node
    }
    return original(node)
  })
  return appended
}

beforeEach(() => {
  resetFormsScripts()
  delete window.MktoForms2
  document.body.innerHTML = ''
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

it('lists the eight form ids once, each with a readable name, as CMS options', () => {
  expect(marketingForms.map((form) => form.id)).toEqual([1417, 1639, 2072, 1574, 1846, 1802, 1691, 1138])
  expect(marketingFormOptions([1846, 1802])).toEqual([
    { label: 'High school updates sign-up (1846)', value: '1846' },
    { label: 'Program updates sign-up (1802)', value: '1802' },
  ])
  expect(marketingFormId('1691')).toBe(1691)
  expect(marketingFormId('999')).toBeUndefined()
})

it('loads the forms script from the provider once, however many forms ask for it', async () => {
  const { api } = fakeProvider()
  const appended = serveScript(api)
  const loads = await Promise.all([loadFormsScript(BASE), loadFormsScript(`${BASE}/`), loadFormsScript(BASE)])
  expect(loads.every((loaded) => loaded === api)).toBe(true)
  expect(appended.map((script) => script.src)).toEqual([`${BASE}/js/forms2/js/forms2.min.js`])
  expect(formsScriptUrl(`${BASE}/`)).toBe(`${BASE}/js/forms2/js/forms2.min.js`)
  await loadFormsScript(BASE)
  expect(appended).toHaveLength(1)
})

it('fails when the script cannot load, and when it does not arrive in time', async () => {
  serveScript(null)
  await expect(loadFormsScript(BASE)).rejects.toThrow(/failed to load/)

  resetFormsScripts()
  vi.restoreAllMocks()
  vi.useFakeTimers()
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => node)
  const slow = loadFormsScript('https://slow.example.org', 1000)
  vi.advanceTimersByTime(1000)
  await expect(slow).rejects.toThrow(/did not load within 1000 ms/)
})

it('looks for the form element every 250 ms until it exists, and stops when aborted', async () => {
  vi.useFakeTimers()
  const getById = vi.spyOn(document, 'getElementById')
  const found = waitForElement('mktoForm_1417')
  expect(getById).toHaveBeenCalledTimes(1)
  vi.advanceTimersByTime(FORM_RETRY_MS - 1)
  expect(getById).toHaveBeenCalledTimes(1)
  vi.advanceTimersByTime(1)
  expect(getById).toHaveBeenCalledTimes(2)
  document.body.innerHTML = '<form id="mktoForm_1417"></form>'
  vi.advanceTimersByTime(FORM_RETRY_MS)
  await expect(found).resolves.toBe(document.getElementById('mktoForm_1417'))

  const controller = new AbortController()
  const never = waitForElement('mktoForm_9', controller.signal)
  controller.abort(new Error('unmounted'))
  vi.advanceTimersByTime(FORM_RETRY_MS)
  await expect(never).rejects.toThrow('unmounted')
})

it('keeps the first of identical form rows and button rows', () => {
  document.body.innerHTML = `<form>${ROWS}${ROWS}<div class="mktoFormRow"><input name="Phone"></div></form>`
  const form = document.querySelector('form')!
  expect(removeDuplicateRows(form)).toBe(2)
  expect(Array.from(form.querySelectorAll('input')).map((input) => input.name)).toEqual(['Email', 'Phone'])
  expect(form.querySelectorAll('.mktoButtonRow')).toHaveLength(1)
})

it('loads a form into its element once the element exists, without repeated rows', async () => {
  vi.useFakeTimers()
  const { api, loadForm } = fakeProvider({ times: 2 })
  serveScript(api)
  const mounted = mountForm({ baseUrl: BASE, accountId: '763-WVZ-393', formId: 1417 })
  await vi.advanceTimersByTimeAsync(FORM_RETRY_MS * 2)
  expect(loadForm).not.toHaveBeenCalled()
  document.body.innerHTML = '<form id="mktoForm_1417"></form>'
  await vi.advanceTimersByTimeAsync(FORM_RETRY_MS)
  const form = await mounted
  expect(loadForm).toHaveBeenCalledWith(BASE, '763-WVZ-393', 1417, expect.any(Function))
  expect(form.getId()).toBe(1417)
  expect(document.querySelectorAll('#mktoForm_1417 .mktoFormRow')).toHaveLength(1)
  expect(document.querySelectorAll('#mktoForm_1417 .mktoButtonRow')).toHaveLength(1)
})

it('never loads a form whose element was unmounted before the script arrived', async () => {
  const { api, loadForm } = fakeProvider()
  serveScript(api)
  document.body.innerHTML = '<form id="mktoForm_1639"></form>'
  const controller = new AbortController()
  const mounted = mountForm({ baseUrl: BASE, accountId: '763-WVZ-393', formId: 1639 }, controller.signal)
  controller.abort(new Error('unmounted'))
  await expect(mounted).rejects.toThrow('unmounted')
  expect(loadForm).not.toHaveBeenCalled()
})

it('runs the success callback for every form, the parent callback for the sign-up forms, and marks the feedback form submitted with its cookie', () => {
  const cookie = vi.spyOn(document, 'cookie', 'set')
  const calls = () => ({ onSuccess: vi.fn(), onParentSuccess: vi.fn(), onParentSubmitted: vi.fn() })

  const contact = calls()
  reportSuccess(1417, contact)
  expect(contact.onSuccess).toHaveBeenCalledOnce()
  expect(contact.onParentSuccess).not.toHaveBeenCalled()
  expect(contact.onParentSubmitted).not.toHaveBeenCalled()

  for (const id of [1846, 1802] as const) {
    const signUp = calls()
    reportSuccess(id, signUp)
    expect(signUp.onSuccess).toHaveBeenCalledOnce()
    expect(signUp.onParentSuccess).toHaveBeenCalledOnce()
    expect(signUp.onParentSubmitted).not.toHaveBeenCalled()
  }
  expect(cookie).not.toHaveBeenCalled()

  const feedback = calls()
  reportSuccess(1691, feedback)
  expect(feedback.onSuccess).toHaveBeenCalledOnce()
  expect(feedback.onParentSubmitted).toHaveBeenCalledOnce()
  expect(feedback.onParentSuccess).not.toHaveBeenCalled()
  expect(cookie).toHaveBeenCalledWith('mktoFormCookie=true; path=/; SameSite=Lax')
})

it('makes the feedback cookie secure on https', () => {
  expect(feedbackCookie('https:')).toBe('mktoFormCookie=true; path=/; SameSite=Lax; Secure')
  expect(feedbackCookie('http:')).toBe('mktoFormCookie=true; path=/; SameSite=Lax')
})

it('waits until the form comes near the window, and not at all where the browser cannot tell', async () => {
  await expect(nearViewport(document.body)).resolves.toBeUndefined()

  let report: IntersectionObserverCallback = () => {}
  const disconnect = vi.fn()
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
        report = callback
        expect(options.rootMargin).toBe(NEAR_VIEWPORT_MARGIN)
      }
      observe = vi.fn()
      disconnect = disconnect
    },
  )
  let near = false
  const waiting = nearViewport(document.body).then(() => (near = true))
  report([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver)
  await Promise.resolve()
  expect(near).toBe(false)
  report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)
  await waiting
  expect(near).toBe(true)
  expect(disconnect).toHaveBeenCalled()
  vi.unstubAllGlobals()
})
