import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { NotificationsIndicator, REFRESH_MS, STALE_MS } from './NotificationsIndicator.client'

const answers = vi.hoisted(() => ({ next: [] as (() => Promise<Response>)[] }))
const counted = (count: number) => async () => Response.json({ notifications: [], count })
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => (answers.next.shift() ?? counted(0))())

let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  answers.next = []
  vi.stubGlobal('fetch', fetchMock)
  consoleError = vi.spyOn(console, 'error')
})
afterEach(() => {
  // A failed request is no error for the console.
  expect(consoleError).not.toHaveBeenCalled()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
  fetchMock.mockClear()
})

/** Lets the requests made so far answer and the bell show it. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

const show = async (current = false) => {
  render(<NotificationsIndicator icon={<svg data-testid="bell" aria-hidden="true" />} current={current} />)
  await settle()
}
const bell = () => screen.getByRole('link')
const badge = () => document.querySelector('[aria-hidden="true"]:not(svg)')

it('is a plain bell link to the notifications page in the HTML from the server', () => {
  const html = renderToString(<NotificationsIndicator icon={<svg aria-hidden="true" />} current={false} />)
  document.body.innerHTML = html
  expect(screen.getByRole('link', { name: 'No current notifications' })).toHaveAttribute('href', '/notifications')
  expect(badge()).toBeNull()
  expect(fetchMock).not.toHaveBeenCalled()
  document.body.innerHTML = ''
})

describe('once the page has loaded', () => {
  it('asks the API and shows the count, named for screen readers', async () => {
    answers.next = [counted(2)]
    await show()
    expect(fetchMock).toHaveBeenCalledWith('/api/notifications/current', expect.anything())
    expect(bell()).toHaveAccessibleName('2 notifications')
    expect(bell()).toHaveAttribute('href', '/notifications')
    expect(badge()).toHaveTextContent('2')
    expect(screen.getByTestId('bell')).toBeInTheDocument()
  })

  it('says "1 notification" for one', async () => {
    answers.next = [counted(1)]
    await show()
    expect(bell()).toHaveAccessibleName('1 notification')
    expect(badge()).toHaveTextContent('1')
  })

  it('keeps the badge to two digits, the name says them all', async () => {
    answers.next = [counted(120)]
    await show()
    expect(bell()).toHaveAccessibleName('120 notifications')
    expect(badge()).toHaveTextContent('99+')
  })

  it('stays quiet with none: no badge, named "No current notifications"', async () => {
    answers.next = [counted(0)]
    await show()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(bell()).toHaveAccessibleName('No current notifications')
    expect(badge()).toBeNull()
  })

  it.each([
    ['the network fails', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server answers 503', async () => Response.json({ error: 'Notifications are unavailable right now.' }, { status: 503 })],
    ['the answer is not JSON', async () => new Response('<html>', { status: 200 })],
    ['the answer has no count', async () => Response.json({ count: 'two' })],
  ])('stays quiet, without a console error, when %s', async (_, failure) => {
    answers.next = [failure]
    await show()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(bell()).toHaveAccessibleName('No current notifications')
    expect(badge()).toBeNull()
  })

  it('marks the link as the current page on the notifications page', async () => {
    await show(true)
    expect(bell()).toHaveAttribute('aria-current', 'page')
  })
})

it('waits for the page to finish loading before asking', async () => {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive')
  answers.next = [counted(3)]
  await show()
  expect(fetchMock).not.toHaveBeenCalled()
  window.dispatchEvent(new Event('load'))
  await settle()
  expect(bell()).toHaveAccessibleName('3 notifications')
})

describe('a page left open', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] }))

  it('asks again every few minutes while the tab is visible', async () => {
    answers.next = [counted(2), counted(1)]
    await show()
    expect(bell()).toHaveAccessibleName('2 notifications')
    await act(() => vi.advanceTimersByTime(REFRESH_MS))
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(bell()).toHaveAccessibleName('1 notification')
  })

  it('asks again on coming back to the tab after a while, not right away', async () => {
    answers.next = [counted(0), counted(4)]
    await show()
    await act(() => document.dispatchEvent(new Event('visibilitychange')))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    vi.setSystemTime(Date.now() + STALE_MS)
    await act(() => document.dispatchEvent(new Event('visibilitychange')))
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(bell()).toHaveAccessibleName('4 notifications')
  })

  it('keeps the count it shows when a later request fails', async () => {
    answers.next = [counted(2), async () => Promise.reject(new TypeError('Failed to fetch'))]
    await show()
    await act(() => vi.advanceTimersByTime(REFRESH_MS))
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(bell()).toHaveAccessibleName('2 notifications')
  })

  it('does not ask while the tab is hidden', async () => {
    await show()
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    await act(() => vi.advanceTimersByTime(REFRESH_MS * 2))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
