import type { Access, CollectionAfterReadHook, PayloadRequest, TextFieldSingleValidation } from 'payload'
import { describe, expect, it } from 'vitest'

import { Notifications } from './collection'

const DAY = 24 * 60 * 60 * 1000
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString()
const notice = (id: number, more: Record<string, unknown> = {}) => ({
  id,
  active: true,
  startDate: at(-1),
  endDate: at(1),
  pageHeader: `Notice ${id}`,
  pageDescription: 'Details.',
  postedDate: null,
  createdAt: at(-3),
  updatedAt: at(-2),
  ...more,
})

const read = Notifications.access!.read as Access
const afterRead = Notifications.hooks!.afterRead![0] as CollectionAfterReadHook
const field = (name: string) => Notifications.fields.find((candidate) => 'name' in candidate && candidate.name === name) as { validate: TextFieldSingleValidation }

const visitorReading = (docs: unknown[]) => ({ user: null, payloadAPI: 'REST', payload: { find: async () => ({ docs }) } }) as unknown as PayloadRequest

describe('what visitors read through the API', () => {
  it('only the notifications the page shows: not those whose header or description is blank', async () => {
    const docs = [notice(1), notice(2, { pageHeader: '   ' }), notice(3, { pageDescription: ' \n ' }), notice(4)]
    expect(await read({ req: visitorReading(docs) } as never)).toEqual({ id: { in: [1, 4] } })
    expect(await read({ req: visitorReading([notice(2, { pageHeader: ' ' })]) } as never)).toEqual({ id: { exists: false } })
    expect(await read({ req: { user: { id: 1 } } } as never)).toBe(true)
  })

  it('only the fields the page uses; editors and the site’s own reads get every field', async () => {
    const doc = notice(1)
    const visitor = await afterRead({ doc, req: { user: null, payloadAPI: 'REST' } } as never)
    expect(Object.keys(visitor).sort()).toEqual(['endDate', 'id', 'pageDescription', 'pageHeader', 'postedDate', 'startDate'])
    expect(await afterRead({ doc, req: { user: { id: 1 }, payloadAPI: 'REST' } } as never)).toBe(doc)
    expect(await afterRead({ doc, req: { user: null, payloadAPI: 'local' } } as never)).toBe(doc)
  })
})

it('refuses a heading or a description of spaces alone, with a message, and takes real text', () => {
  const options = { required: true, req: { payload: { config: {} }, t: (key: string) => key } } as never
  expect(field('pageHeader').validate('   ', options)).toBe('Write a heading: spaces alone are not one.')
  expect(field('pageDescription').validate(' \n\t ', options)).toBe('Write a description: spaces alone are not one.')
  expect(field('pageHeader').validate('Snow day', options)).toBe(true)
  expect(field('pageDescription').validate('School is closed.', options)).toBe(true)
})
