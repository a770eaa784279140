import MiniSearch, { type SearchResult } from 'minisearch'

import type { SearchDocument } from './extract'
import { normalizeTerm, snippet, segments, tokenize } from './highlight'
import { RESULTS_PER_PAGE, type SearchHit, type SearchPage } from './types'

export type { SearchHit, SearchPage }


type Stored = { title: string; path: string; text: string }

/** The in-memory index of the published pages. Built from the search-index rows; pure, so tests and the bench use it. */
export function buildIndex(documents: Iterable<SearchDocument>): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>({
    idField: 'pageId',
    fields: ['title', 'text'],
    storeFields: ['title', 'path', 'text'],
    tokenize,
    processTerm: (term) => normalizeTerm(term) || null,
    searchOptions: {
      boost: { title: 3 },
      // "curric" finds "curriculum"; one typo in a word of five letters or more ("bulying") still finds "bullying",
      // but two never do ("bullying" is not "building"), and a shorter word must be spelled right ("kits" is not "kids").
      prefix: true,
      fuzzy: (term) => (term.length >= 5 ? 1 : false),
      combineWith: 'AND',
    },
  })
  index.addAll([...documents])
  return index
}

const hit = (result: SearchResult, terms: ReadonlySet<string>): SearchHit => {
  const { title, path, text } = result as unknown as SearchResult & Stored
  return { title, path, titleParts: segments(title, terms), snippet: snippet(text, terms) }
}

/**
 * One page of results for `query`, best first. Every word of the query must match (as a word, a word's start or a
 * word with a typo); the words of each page that matched are marked in its title and snippet.
 */
export function searchIndex(index: MiniSearch<SearchDocument>, query: string, page = 1, perPage = RESULTS_PER_PAGE): SearchPage {
  const results = query.trim() ? index.search(query) : []
  const total = results.length
  const pages = Math.ceil(total / perPage)
  const shown = results.slice((page - 1) * perPage, page * perPage)
  return { query, total, page, pages, results: shown.map((result) => hit(result, new Set(result.terms))) }
}
