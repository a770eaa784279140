import type { SearchPage } from './types'
import { SEARCH_TERM_MAX_LENGTH } from './hash'

/** The largest page number accepted: far beyond any result list, small enough to stay an ordinary number. */
export const MAX_PAGE = 10_000

export const QUERY_TOO_LONG = `The search term may have at most ${SEARCH_TERM_MAX_LENGTH} characters.`
export const BAD_PAGE = `page must be a whole number from 1 to ${MAX_PAGE}.`

export type SearchRequest = { ok: true; query: string; page: number } | { ok: false; message: string }

/**
 * Reads `q` and `page` of GET /api/search. The term is trimmed; longer than the input allows is refused (400)
 * rather than cut, so a caller never gets results for words it did not send. No page means the first.
 */
export function parseSearchRequest(params: URLSearchParams): SearchRequest {
  const query = (params.get('q') ?? '').replace(/\s+/g, ' ').trim()
  if (query.length > SEARCH_TERM_MAX_LENGTH) return { ok: false, message: QUERY_TOO_LONG }
  const pageParam = params.get('page')
  if (pageParam === null || pageParam === '') return { ok: true, query, page: 1 }
  if (!/^[0-9]{1,6}$/.test(pageParam)) return { ok: false, message: BAD_PAGE }
  const page = Number(pageParam)
  if (page < 1 || page > MAX_PAGE) return { ok: false, message: BAD_PAGE }
  return { ok: true, query, page }
}

export type SearchAnswer = { status: number; body: SearchPage | { error: string } }

export const EMPTY_SEARCH = (page = 1): SearchPage => ({ query: '', total: 0, page, pages: 0, results: [] })

/** The route's logic without the server: validate, then ask `search` (skipped for an empty term). */
export async function answerSearch(params: URLSearchParams, search: (query: string, page: number) => Promise<SearchPage>): Promise<SearchAnswer> {
  const request = parseSearchRequest(params)
  if (!request.ok) return { status: 400, body: { error: request.message } }
  if (!request.query) return { status: 200, body: EMPTY_SEARCH(request.page) }
  return { status: 200, body: await search(request.query, request.page) }
}
