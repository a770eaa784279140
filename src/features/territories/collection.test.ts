import type { SelectField } from 'payload'
import { expect, it, vi } from 'vitest'

import { Territories } from './collection'

const statesField = Territories.fields.find((field) => 'name' in field && field.name === 'states') as SelectField

/** Runs the states field's check against the territories already saved. */
async function validate(states: string[], id: number | undefined, saved: { id: number; fullName: string; states: string[] }[]) {
  const find = vi.fn(async ({ where }: { where: { id?: { not_equals: number } } }) => ({
    docs: saved.filter((territory) => territory.id !== where.id?.not_equals),
  }))
  const result = await statesField.validate!(states as never, { req: { payload: { find } }, id } as never)
  return { result, find }
}

const saved = [
  { id: 1, fullName: 'LA, NM, TX', states: ['LA', 'NM', 'TX'] },
  { id: 2, fullName: 'AZ, OR, WA', states: ['AZ', 'OR', 'WA'] },
]

it('refuses a state another territory has, naming the state and that territory', async () => {
  const { result } = await validate(['OK', 'TX'], undefined, saved)
  expect(result).toBe('Texas already belongs to the territory "LA, NM, TX". Remove it there first, or leave it out here.')
})

it('lets a territory keep its own states when saved again', async () => {
  const { result, find } = await validate(['LA', 'NM', 'TX', 'OK'], 1, saved)
  expect(result).toBe(true)
  expect(find).toHaveBeenCalledWith(expect.objectContaining({ collection: 'territories', where: { id: { not_equals: 1 } } }))
})

it('asks for at least one state', async () => {
  expect((await validate([], undefined, saved)).result).toBe('Choose at least one state.')
})
