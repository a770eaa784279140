import type { PayloadRequest } from 'payload'
import { beforeEach, describe, expect, it } from 'vitest'

import { indexPageAfterChange, removePageAfterDelete } from './sync'

type Row = { id: number; pageId: string; path: string; title: string; text: string }
type Page = { id: number; title: string; path: string; _status: 'draft' | 'published'; sections: unknown[] }

/** A stand-in for the Local API: the pages visitors see (main documents) and the search-index rows. */
function fakeRequest(livePages: Map<number, Page>, rows: Row[]) {
  let next = 1
  const matches = (where: { pageId: { equals: string } }) => (row: Row) => row.pageId === where.pageId.equals
  const payload = {
    findByID: async ({ id }: { id: number }) => livePages.get(id) ?? null,
    find: async ({ where }: { where: { pageId: { equals: string } } }) => ({ docs: rows.filter(matches(where)) }),
    create: async ({ data }: { data: Omit<Row, 'id'> }) => rows.push({ id: next++, ...data }),
    update: async ({ id, data }: { id: number; data: Omit<Row, 'id'> }) => {
      updates += 1
      return Object.assign(rows.find((row) => row.id === id)!, data)
    },
    delete: async ({ id, where }: { id?: number; where?: { pageId: { equals: string } } }) => {
      const keep = rows.filter((row) => (id !== undefined ? row.id !== id : !matches(where!)(row)))
      rows.splice(0, rows.length, ...keep)
    },
  }
  return { payload } as unknown as PayloadRequest
}

const page = (status: Page['_status'], text: string): Page => ({
  id: 4,
  title: 'Webinars',
  path: '/webinars',
  _status: status,
  sections: [{ blockType: 'markdownSection', text }],
})

let live: Map<number, Page>
let updates = 0
let rows: Row[]
let req: PayloadRequest
const afterChange = (doc: Page) => indexPageAfterChange({ doc, req } as unknown as Parameters<typeof indexPageAfterChange>[0])

beforeEach(() => {
  live = new Map()
  updates = 0
  rows = []
  req = fakeRequest(live, rows)
})

describe('Pages hooks keep the search index to the published version', () => {
  it('writes a row on publish and rewrites it on the next publish', async () => {
    live.set(4, page('published', 'Calm classrooms'))
    await afterChange(page('published', 'Calm classrooms'))
    expect(rows).toEqual([{ id: 1, pageId: '4', path: '/webinars', title: 'Webinars', text: 'Calm classrooms' }])
    live.set(4, page('published', 'Kind classrooms'))
    await afterChange(page('published', 'Kind classrooms'))
    expect(rows.map((row) => row.text)).toEqual(['Kind classrooms'])
  })
  it('keeps the published words while a draft is saved, never the draft', async () => {
    live.set(4, page('published', 'Calm classrooms'))
    await afterChange(page('published', 'Calm classrooms'))
    const written = { ...rows[0] }
    await afterChange(page('draft', 'Secret draft words'))
    expect(rows.map((row) => row.text)).toEqual(['Calm classrooms'])
    expect(updates).toBe(0)
    expect(rows[0]).toEqual(written)
  })
  it('removes the row on unpublish and never writes one for a page that was never published', async () => {
    live.set(4, page('published', 'Calm classrooms'))
    await afterChange(page('published', 'Calm classrooms'))
    live.set(4, page('draft', 'Calm classrooms'))
    await afterChange(page('draft', 'Calm classrooms'))
    expect(rows).toEqual([])
    live.set(5, { ...page('draft', 'New'), id: 5 })
    await afterChange({ ...page('draft', 'New'), id: 5 })
    expect(rows).toEqual([])
  })
  it('removes the row when the page is deleted', async () => {
    live.set(4, page('published', 'Calm classrooms'))
    await afterChange(page('published', 'Calm classrooms'))
    await removePageAfterDelete({ doc: page('published', ''), req } as unknown as Parameters<typeof removePageAfterDelete>[0])
    expect(rows).toEqual([])
  })
})
