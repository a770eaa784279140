import type { Segment } from './highlight'

/** Results per page of GET /api/search. */
export const RESULTS_PER_PAGE = 10

export type SearchHit = { title: string; path: string; snippet: Segment[]; titleParts: Segment[] }

/** The answer of GET /api/search. */
export type SearchPage = { query: string; total: number; page: number; pages: number; results: SearchHit[] }
