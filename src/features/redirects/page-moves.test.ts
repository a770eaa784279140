import type { PayloadRequest } from 'payload'
import { beforeEach, describe, expect, it } from 'vitest'

import { pageMoveHooks } from './page-moves'

type Redirect = { id: number; from: string; to: string; type: '301' | '302' }
type Page = { id: number; path: string; _status: 'draft' | 'published' }
type Where = { from?: { equals: string }; to?: { equals: string } }

/** A stand-in for the Local API: the live (published or never published) pages and the redirects. */
function fakeRequest(live: Map<number, Page>, redirects: Redirect[]) {
  let next = 1
  const matches = (where: Where) => (row: Redirect) => (!where.from || row.from === where.from.equals) && (!where.to || row.to === where.to.equals)
  const payload = {
    findByID: async ({ id }: { id: number }) => live.get(id) ?? null,
    find: async ({ where }: { where: Where }) => ({ docs: redirects.filter(matches(where)) }),
    create: async ({ data }: { data: Omit<Redirect, 'id'> }) => redirects.push({ id: next++, ...data }),
    update: async ({ id, where, data }: { id?: number; where?: Where; data: Partial<Redirect> }) =>
      redirects.filter((row) => (id !== undefined ? row.id === id : matches(where!)(row))).forEach((row) => Object.assign(row, data)),
    delete: async ({ where }: { where: Where }) => redirects.splice(0, redirects.length, ...redirects.filter((row) => !matches(where)(row))),
    logger: { error: () => {} },
  }
  return { payload, context: {} } as unknown as PayloadRequest
}

let live: Map<number, Page>
let redirects: Redirect[]
let req: PayloadRequest

/** The editor saves page 5 with `path` and `status`, as the CMS runs the hooks around the save. */
async function save(path: string, status: Page['_status']) {
  const [before] = pageMoveHooks.beforeChange!
  const [after] = pageMoveHooks.afterChange!
  const doc = { id: 5, path, _status: status }
  const data = { path, _status: status }
  await before({ data, operation: 'update', originalDoc: { id: 5 }, req } as unknown as Parameters<typeof before>[0])
  if (status === 'published') live.set(5, doc)
  await after({ doc, req } as unknown as Parameters<typeof after>[0])
}

const pairs = () => redirects.map(({ from, to }) => `${from} -> ${to}`).sort()

beforeEach(() => {
  live = new Map([[5, { id: 5, path: '/kits', _status: 'published' }]])
  redirects = []
  req = fakeRequest(live, redirects)
})

describe('publishing a page at a new address', () => {
  it('redirects the old address to the new one, permanently', async () => {
    await save('/classroom-kits', 'published')
    expect(redirects).toEqual([{ id: 1, from: '/kits', to: '/classroom-kits', type: '301' }])
  })

  it('adds nothing for a draft, a publish at the same address, or a page never published', async () => {
    await save('/classroom-kits', 'draft')
    await save('/kits', 'published')
    live.set(5, { id: 5, path: '/kits', _status: 'draft' })
    await save('/kits-2', 'published')
    expect(redirects).toEqual([])
  })

  it('never makes a loop when the page moves back', async () => {
    await save('/classroom-kits', 'published')
    await save('/kits', 'published')
    expect(pairs()).toEqual(['/classroom-kits -> /kits'])
    await save('/classroom-kits', 'published')
    expect(pairs()).toEqual(['/kits -> /classroom-kits'])
  })

  it('sends earlier redirects to the page’s new address, and replaces one from the old address', async () => {
    redirects.push({ id: 90, from: '/old-kits', to: '/kits', type: '302' })
    await save('/classroom-kits', 'published')
    await save('/kits-for-classrooms', 'published')
    expect(pairs()).toEqual(['/classroom-kits -> /kits-for-classrooms', '/kits -> /kits-for-classrooms', '/old-kits -> /kits-for-classrooms'])
  })
})
