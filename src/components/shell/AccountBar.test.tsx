import { act, fireEvent, render, screen } from '@testing-library/react'
import axe from 'axe-core'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'

vi.mock('next/navigation', () => ({ usePathname: () => '/webinars/on-demand-webinars' }))

const answers = vi.hoisted(() => ({ next: [] as (() => Promise<Response>)[] }))
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => (answers.next.shift() ?? (async () => Response.json({ user: null })))())
const signedIn = (name: string) => async () => Response.json({ user: { name } })

const setUserCookie = (present: boolean) => {
  document.cookie = present ? 'user=1; path=/' : 'user=; path=/; max-age=0'
}

/** A new page: the account state is checked once per page load. */
let AccountBar: typeof import('./AccountBar.client').AccountBar
beforeEach(async () => {
  answers.next = []
  vi.stubGlobal('fetch', fetchMock)
  vi.resetModules()
  ;({ AccountBar } = await import('./AccountBar.client'))
})
afterEach(() => {
  setUserCookie(false)
  vi.unstubAllGlobals()
  fetchMock.mockClear()
})

/** Lets the requests made so far answer and the bar show it. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

const show = async () => {
  const view = render(
    <div role="group" aria-label="Account">
      <AccountBar />
    </div>,
  )
  await settle()
  return view
}

const axeClean = async (container: HTMLElement) => {
  // jsdom lays nothing out: colour contrast is for the browser tests.
  const { violations } = await axe.run(container, { rules: { region: { enabled: false }, 'color-contrast': { enabled: false } } })
  expect(violations.map((violation) => violation.id)).toEqual([])
}

it('shows nothing in the HTML from the server, so neither a log-in link nor a name flashes before the check', () => {
  setUserCookie(true)
  const html = renderToString(<AccountBar />)
  document.body.innerHTML = html
  expect(document.body.textContent).toBe('')
  expect(fetchMock).not.toHaveBeenCalled()
  document.body.innerHTML = ''
})

it('offers to log in and come back to this page when nobody is signed in, without asking the server', async () => {
  const { container } = await show()
  const link = screen.getByRole('link', { name: 'Log in' })
  expect(link).toHaveAttribute('href', '/api/account/login?return=%2Fwebinars%2Fon-demand-webinars')
  expect(fetchMock).not.toHaveBeenCalled()
  await axeClean(container)
})

it("names the signed-in user, for screen readers too, with a 'Log out' button posting to the logout route", async () => {
  setUserCookie(true)
  answers.next = [signedIn('Demo Educator')]
  const { container } = await show()
  expect(fetchMock).toHaveBeenCalledWith('/api/account/session', expect.anything())
  expect(screen.getByText('Demo Educator')).toBeVisible()
  expect(screen.getByRole('group', { name: 'Account' })).toHaveTextContent('Signed in as Demo Educator')
  const button = screen.getByRole('button', { name: 'Log out' })
  const form = button.closest('form')!
  expect(form).toHaveAttribute('method', 'post')
  expect(form).toHaveAttribute('action', '/api/account/logout')
  expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull()
  await axeClean(container)
  // Reached by keyboard.
  button.focus()
  expect(button).toHaveFocus()
})

it('forgets the user in the page once the logout form is sent', async () => {
  setUserCookie(true)
  answers.next = [signedIn('Demo Educator')]
  await show()
  const form = screen.getByRole('button', { name: 'Log out' }).closest('form')!
  form.addEventListener('submit', (event) => event.preventDefault())
  fireEvent.submit(form)
  await settle()
  expect(screen.queryByText('Demo Educator')).toBeNull()
  expect(screen.getByRole('link', { name: 'Log in' })).toBeVisible()
})

it('offers to log in when the session has ended though the cookie says otherwise', async () => {
  setUserCookie(true)
  answers.next = [async () => Response.json({ user: null })]
  await show()
  expect(screen.getByRole('link', { name: 'Log in' })).toBeVisible()
})

it.each([
  ['the network fails', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ['the server answers 500', async () => new Response('oops', { status: 500 })],
  ['the answer is not one', async () => Response.json({ user: { name: 7 } })],
])('stays hidden rather than guess when %s', async (_case, answer) => {
  setUserCookie(true)
  answers.next = [answer]
  const { container } = await show()
  expect(container.textContent).toBe('')
})
