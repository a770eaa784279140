import { describe, expect, it, vi } from 'vitest'

import { answerSearch, BAD_PAGE, parseSearchRequest, QUERY_TOO_LONG } from './api'

const params = (query: Record<string, string>) => new URLSearchParams(query)

describe('parseSearchRequest', () => {
  it('trims the term and starts at page 1', () => {
    expect(parseSearchRequest(params({ q: '  bullying   prevention ' }))).toEqual({ ok: true, query: 'bullying prevention', page: 1 })
    expect(parseSearchRequest(params({}))).toEqual({ ok: true, query: '', page: 1 })
  })
  it('accepts 64 characters and refuses 65', () => {
    expect(parseSearchRequest(params({ q: 'a'.repeat(64) }))).toMatchObject({ ok: true })
    expect(parseSearchRequest(params({ q: 'a'.repeat(65) }))).toEqual({ ok: false, message: QUERY_TOO_LONG })
  })
  it('accepts positive whole page numbers only', () => {
    expect(parseSearchRequest(params({ q: 'x', page: '3' }))).toEqual({ ok: true, query: 'x', page: 3 })
    for (const page of ['0', '-1', '1.5', 'two', '1e3', ' 2', '99999999', '10001']) {
      expect(parseSearchRequest(params({ q: 'x', page }))).toEqual({ ok: false, message: BAD_PAGE })
    }
  })
})

describe('answerSearch', () => {
  const found = { query: 'kits', total: 1, page: 1, pages: 1, results: [] }
  it('answers 400 with a message for bad input, without searching', async () => {
    const search = vi.fn()
    expect(await answerSearch(params({ q: 'kits', page: 'x' }), search)).toEqual({ status: 400, body: { error: BAD_PAGE } })
    expect(search).not.toHaveBeenCalled()
  })
  it('answers an empty term with no results, without searching', async () => {
    const search = vi.fn()
    expect(await answerSearch(params({ q: ' ' }), search)).toEqual({ status: 200, body: { query: '', total: 0, page: 1, pages: 0, results: [] } })
    expect(search).not.toHaveBeenCalled()
  })
  it('passes the term and page to the search', async () => {
    const search = vi.fn(async () => found)
    expect(await answerSearch(params({ q: 'kits', page: '2' }), search)).toEqual({ status: 200, body: found })
    expect(search).toHaveBeenCalledWith('kits', 2)
  })
})
