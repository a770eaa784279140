import { act } from '@testing-library/react'
import { expect, vi } from 'vitest'

import type { MktoForm, MktoForms2 } from '../../src/features/marketing-forms/loader'

type SuccessCallback = Parameters<MktoForm['onSuccess']>[0]

/** One email row and one button row, as the provider renders them. */
export const PROVIDER_ROWS =
  '<div class="mktoFormRow"><label>Email <input name="Email"></label></div><div class="mktoButtonRow"><button type="submit">Submit</button></div>'

/**
 * A stand-in of the provider's browser API for tests: `loadForm` renders the rows into `#mktoForm_<id>` (`times`
 * times) and keeps the success callbacks; `succeed()` runs them as a successful submission does and checks that each
 * one keeps the visitor on the page.
 */
export function fakeProvider({ times = 1 } = {}) {
  const successes: SuccessCallback[] = []
  const loadForm = vi.fn<MktoForms2['loadForm']>((_base, _account, formId, callback) => {
    const element = document.getElementById(`mktoForm_${formId}`) as HTMLFormElement
    element.insertAdjacentHTML('beforeend', PROVIDER_ROWS.repeat(times))
    const form: MktoForm = {
      getId: () => formId,
      getFormElem: () => [element],
      onSuccess: (callback) => (successes.push(callback), form),
      submit: () => form,
      vals: () => ({}),
    }
    callback?.(form)
  })
  const api: MktoForms2 = { loadForm, whenReady: vi.fn() }
  const succeed = () => act(() => void successes.forEach((callback) => expect(callback({}, '/thanks')).toBe(false)))
  return { api, loadForm, succeed }
}

/** The provider's script already on the page. */
export function installProvider(options?: { times?: number }) {
  const provider = fakeProvider(options)
  window.MktoForms2 = provider.api
  return provider
}
