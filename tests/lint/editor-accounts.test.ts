import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

/*
 * A sign-in rewrites its account's list of sessions, so two sign-ins of one account at the same moment can drop one
 * of the two sessions, and that test's next request is refused. The browser tests run in parallel: each account
 * signs in from one spec file only, and from several tests of a file only when that file runs its tests in order.
 */
const specs = fileURLToPath(new URL('../e2e', import.meta.url))

/** The accounts a text signs in with: `ADMIN` and `EDITORS.<name>`. */
const accountsIn = (text: string) => new Set([...text.matchAll(/\bEDITORS\.(\w+)|\b(ADMIN)\b(?!_)/g)].map((match) => match[1] ?? match[2]))

/** Per account, the spec files and, per file, how many tests name it; whether each file runs in order. */
function accountUse(files: Record<string, string>) {
  const use = new Map<string, Map<string, number>>()
  const serial = new Set<string>()
  for (const [file, text] of Object.entries(files)) {
    if (/mode:\s*'serial'/.test(text)) serial.add(file)
    const body = text.replace(/^import[\s\S]*?from\s+'[^']+'\s*$/gm, '')
    const [beforeTests, ...tests] = body.split(/^\s*test\(/m)
    for (const part of [beforeTests, ...tests]) {
      for (const account of accountsIn(part)) {
        const files = use.get(account) ?? new Map<string, number>()
        files.set(file, (files.get(file) ?? 0) + 1)
        use.set(account, files)
      }
    }
  }
  return { use, serial }
}

/** Sentences naming each account that may sign in twice at once. */
function sharedAccounts(files: Record<string, string>): string[] {
  const { use, serial } = accountUse(files)
  const problems: string[] = []
  for (const [account, where] of use) {
    if (where.size > 1) problems.push(`${account} signs in from ${[...where.keys()].sort().join(', ')}`)
    for (const [file, tests] of where) if (tests > 1 && !serial.has(file)) problems.push(`${account} signs in from ${tests} tests of ${file}, which run in parallel`)
  }
  return problems
}

it('no account signs in from two spec files, or from two tests that run at the same moment', () => {
  const files = Object.fromEntries(
    fs
      .readdirSync(specs)
      .filter((name) => name.endsWith('.spec.ts'))
      .map((name) => [name, fs.readFileSync(path.join(specs, name), 'utf8')]),
  )
  expect(Object.keys(files).length).toBeGreaterThan(10)
  expect(sharedAccounts(files)).toEqual([])
})

it('finds an account two parallel tests of one file share, or two files share', () => {
  const parallel = `import { EDITORS, test } from './fixtures'\ntest('a', async () => { login(EDITORS.data) })\ntest('b', async () => { login(EDITORS.data) })\n`
  expect(sharedAccounts({ 'a.spec.ts': parallel })).toEqual(['data signs in from 2 tests of a.spec.ts, which run in parallel'])
  const inOrder = `test.describe.configure({ mode: 'serial' })\n${parallel}`
  expect(sharedAccounts({ 'a.spec.ts': inOrder })).toEqual([])
  const oneTest = `test('a', async () => { login(ADMIN); try {} finally { login(ADMIN) } })\n`
  expect(sharedAccounts({ 'a.spec.ts': oneTest })).toEqual([])
  expect(sharedAccounts({ 'a.spec.ts': oneTest, 'b.spec.ts': oneTest })).toEqual(['ADMIN signs in from a.spec.ts, b.spec.ts'])
})
