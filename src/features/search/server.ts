import 'server-only'

import type MiniSearch from 'minisearch'

import { payloadClient } from '@/server/content'
import { SEARCH_INDEX } from './collection'
import { buildIndex, searchIndex } from './engine'
import type { SearchDocument } from './extract'
import type { SearchPage } from './types'

/** How often a server asks the database whether the rows changed: at most once a second, whatever the traffic. */
const CHECK_INTERVAL_MS = 1000

type State = { fingerprint: string; checkedAt: number; index: MiniSearch<SearchDocument> }

let state: State | null = null
let refreshing: Promise<State> | null = null

/** Cheap summary of the rows: any publish, unpublish or delete changes the count or the newest update time. */
async function fingerprint(): Promise<string> {
  const payload = await payloadClient()
  const [{ totalDocs }, newest] = await Promise.all([
    payload.count({ collection: SEARCH_INDEX, overrideAccess: true }),
    payload.find({ collection: SEARCH_INDEX, sort: '-updatedAt', limit: 1, depth: 0, pagination: false, overrideAccess: true, select: { updatedAt: true } }),
  ])
  return `${totalDocs}:${newest.docs[0]?.updatedAt ?? ''}`
}

async function loadRows(): Promise<SearchDocument[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: SEARCH_INDEX,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { pageId: true, path: true, title: true, text: true },
  })
  return docs.map(({ pageId, path, title, text }) => ({ pageId, path, title, text: text ?? '' }))
}

async function refresh(previous: State | null): Promise<State> {
  const current = await fingerprint()
  if (previous && previous.fingerprint === current) return { ...previous, checkedAt: Date.now() }
  return { fingerprint: current, checkedAt: Date.now(), index: buildIndex(await loadRows()) }
}

/**
 * This server's index of the published pages. Each server keeps its own, built from the search-index rows the
 * Pages hooks write, and rebuilds it when the rows' fingerprint changed: several servers on one database agree
 * within a second of a publish, with no rebuild of the site and no message between them.
 */
async function currentIndex(): Promise<MiniSearch<SearchDocument>> {
  if (state && Date.now() - state.checkedAt < CHECK_INTERVAL_MS) return state.index
  refreshing ??= refresh(state).finally(() => {
    refreshing = null
  })
  state = await refreshing
  return state.index
}

/** One page of site search results, for GET /api/search. */
export async function searchSite(query: string, page: number): Promise<SearchPage> {
  return searchIndex(await currentIndex(), query, page)
}
