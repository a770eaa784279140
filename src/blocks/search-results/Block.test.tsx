import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'

import type { SearchPage } from '@/features/search/types'

import { hydrateWithTypedText } from '../../../tests/support/hydration'
import SearchResults from './Block'
import { SiteSearch } from './Block.client'
import { samples } from './sample'

const context = { headingLevel: 2, imageLoading: 'lazy' } as const

const hits = (page: number, count: number) =>
  Array.from({ length: count }, (_, n) => ({
    title: `Bullying Prevention lesson ${(page - 1) * 10 + n + 1}`,
    path: `/lesson-${(page - 1) * 10 + n + 1}`,
    titleParts: [
      { text: 'Bullying', mark: true },
      { text: ` Prevention lesson ${(page - 1) * 10 + n + 1}`, mark: false },
    ],
    snippet: [
      { text: 'Students learn to recognize ', mark: false },
      { text: 'bullying', mark: true },
      { text: ' and report it.', mark: false },
    ],
  }))

const answer = (query: string, page: number): SearchPage => ({ query, total: 12, page, pages: 2, results: hits(page, page === 1 ? 10 : 2) })

const fetchMock = vi.fn(async (url: string) => {
  const params = new URL(url, 'http://localhost').searchParams
  return Response.json(answer(params.get('q') ?? '', Number(params.get('page'))))
})

beforeEach(() => {
  window.history.replaceState(null, '', '/search')
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockClear()
})

const show = () => render(<SearchResults block={{ ...samples.searchPage, id: 's1' }} context={context} />)
const box = () => screen.getByRole('searchbox', { name: 'Search term' })

it('offers a labelled search box and says no search has been made', () => {
  show()
  expect(screen.getByRole('heading', { level: 2, name: 'Search Results' })).toBeInTheDocument()
  expect(box()).toHaveAttribute('placeholder', 'Enter Search Term')
  expect(box()).toHaveAttribute('maxlength', '64')
  expect(box()).toHaveAttribute('autocomplete', 'on')
  expect(screen.getByText('No search has been made.')).toBeInTheDocument()
  expect(screen.queryByText('Looking for your curriculum resources?')).not.toBeInTheDocument()
  expect(fetchMock).not.toHaveBeenCalled()
})

it('searches for the term in the address hash and shows marked results, the count and the curriculum link', async () => {
  window.history.replaceState(null, '', '/search#q=bullying+prevention')
  show()
  // "Searching…" first, then the count once the answer is in.
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('12 results for "bullying prevention".'))
  expect(fetchMock).toHaveBeenCalledWith('/api/search?q=bullying+prevention&page=1', expect.anything())
  expect(box()).toHaveValue('bullying prevention')
  expect(screen.queryByText('No search has been made.')).not.toBeInTheDocument()
  expect(screen.getByText('Looking for your curriculum resources?')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Search for "bullying prevention"' })).toHaveAttribute(
    'href',
    'https://dev.learn.heartwiselearning.org/Search-Results?search=bullying+prevention',
  )
  const first = screen.getByRole('heading', { level: 3, name: 'Bullying Prevention lesson 1' })
  expect(within(first).getByRole('link')).toHaveAttribute('href', '/lesson-1')
  expect(within(first).getByText('Bullying').tagName).toBe('MARK')
  expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(10)
})

it('pages through the results with named controls marking the current page', async () => {
  window.history.replaceState(null, '', '/search#kindness')
  show()
  const pages = await screen.findByRole('navigation', { name: 'Search results pages' })
  expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
  expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled()
  fireEvent.click(within(pages).getByRole('button', { name: 'Page 2' }))
  await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2))
  expect(fetchMock).toHaveBeenLastCalledWith('/api/search?q=kindness&page=2', expect.anything())
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  expect(screen.getByRole('status')).toHaveFocus()
})

it('searches on Enter, puts the term in the address and restores earlier terms on back and forward', async () => {
  show()
  fireEvent.change(box(), { target: { value: 'calm classrooms' } })
  fireEvent.submit(box())
  expect(window.location.hash).toBe('#q=calm+classrooms')
  expect(await screen.findByRole('link', { name: 'Search for "calm classrooms"' })).toBeInTheDocument()
  fireEvent.change(box(), { target: { value: 'kits' } })
  fireEvent.submit(box())
  expect(window.location.hash).toBe('#q=kits')
  await act(async () => {
    window.history.replaceState(null, '', '/search#q=calm+classrooms')
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
  expect(box()).toHaveValue('calm classrooms')
  expect(await screen.findByRole('link', { name: 'Search for "calm classrooms"' })).toBeInTheDocument()
  await act(async () => {
    window.history.replaceState(null, '', '/search')
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
  expect(screen.getByText('No search has been made.')).toBeInTheDocument()
})

it('says so when search fails', async () => {
  fetchMock.mockImplementationOnce(async () => new Response('', { status: 503 }))
  window.history.replaceState(null, '', '/search#kits')
  show()
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Search is unavailable right now. Please try again.'))
})

it('searches for text typed into the box before its script ran', async () => {
  const island = <SiteSearch label="Search term" placeholder="Enter Search Term" curriculumHost="https://learn.example" resultHeadingLevel={3} />
  const { box, done } = await hydrateWithTypedText(island, 'bullying prevention')
  expect(box.value).toBe('bullying prevention')
  await act(async () => void fireEvent.submit(box.form!))
  expect(window.location.hash).toBe('#q=bullying+prevention')
  await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/search?q=bullying+prevention&page=1', expect.anything()))
  done()
})
