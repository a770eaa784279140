import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'

vi.mock('next/navigation', () => ({ usePathname: () => '/' }))

const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ user: { name: 'Demo Educator' } }))

/** A new page each time: the account state is checked once per page load. */
const page = async () => {
  vi.resetModules()
  const { Greeting } = await import('./Greeting.client')
  const { AccountBar } = await import('@/components/shell/AccountBar.client')
  render(
    <>
      <AccountBar />
      <Greeting />
    </>,
  )
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  document.cookie = 'user=; path=/; max-age=0'
  vi.unstubAllGlobals()
  fetchMock.mockClear()
})

it('greets the signed-in user by name, from the same check as the header (one request)', async () => {
  document.cookie = 'user=1; path=/'
  await page()
  expect(screen.getByText('Welcome back, Demo Educator!')).toBeVisible()
  expect(screen.getByText('Demo Educator', { selector: 'span' })).toBeVisible()
  expect(fetchMock).toHaveBeenCalledTimes(1)
})

it('greets nobody when nobody is signed in', async () => {
  await page()
  expect(screen.queryByText(/Welcome back/)).toBeNull()
  expect(screen.getByRole('link', { name: 'Log in' })).toBeVisible()
})
