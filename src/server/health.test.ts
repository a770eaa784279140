import { expect, it } from 'vitest'

import { migrationHealth, migrationNames } from './health'

it('reads migration names like Payload does', () => {
  expect(migrationNames(['index.ts', '20261123_1_b.ts', '20261122_1_a.json', '20261122_1_a.ts'])).toEqual(['20261122_1_a', '20261123_1_b'])
})

it('is ok when every migration file has run', () => {
  expect(migrationHealth(['a', 'b'], ['b', 'a'])).toEqual({ status: 'ok' })
  expect(migrationHealth(['a'], ['a', 'dev'])).toEqual({ status: 'ok' })
})

it('names the migrations that have not run', () => {
  expect(migrationHealth(['a', 'b', 'c'], ['a'])).toEqual({ status: 'error', reason: 'Migrations not run: b, c' })
})
