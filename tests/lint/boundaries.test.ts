// @vitest-environment node
import { ESLint, type Linter } from 'eslint'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/*
 * The boundaries in eslint.config.mjs, exercised through ESLint's own API with the project's real config.
 * Virtual files (lintText with a path inside src) pick up the config's file globs without existing on disk.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const eslint = new ESLint({ cwd: repoRoot })

const BOUNDARY_RULES = new Set(['no-restricted-imports', 'boundaries/use-client-imports'])

async function lint(filePath: string, code: string, linter = eslint): Promise<Linter.LintMessage[]> {
  const [result] = await linter.lintText(code, { filePath: path.join(repoRoot, filePath) })
  // A parse error would make every "no error" expectation pass for the wrong reason.
  expect(result.messages.filter((message) => message.fatal)).toEqual([])
  return result.messages
}

const boundaryErrors = async (filePath: string, code: string) =>
  (await lint(filePath, code)).filter((message) => message.ruleId && BOUNDARY_RULES.has(message.ruleId))

const importing = (source: string, directive = '') => `${directive}import * as imported from '${source}'\n\nexport { imported }\n`

const SERVER_ONLY_IMPORTS = [
  '../lib/env',
  '@/lib/env',
  '../lib/env.server',
  '@/lib/env.server',
  '../lib/content',
  '@/lib/content',
  '../lib/preview',
  'payload',
  '@payload-config',
  'server-only',
  'next/headers',
  '../cms/site-config',
  '@/cms/payload.config',
]

describe('client files cannot import server-only modules', () => {
  it('reports a *.client.tsx component importing ../lib/env', async () => {
    const errors = await boundaryErrors(
      'src/components/Foo.client.tsx',
      `'use client'\n\nimport { env } from '../lib/env'\n\nexport const Foo = () => <p>{env.SITE_URL}</p>\n`,
    )
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ ruleId: 'no-restricted-imports', severity: 2, line: 3 })
    expect(errors[0].message).toContain('stays on the server')
  })

  it('allows the same import in a server component', async () => {
    const errors = await boundaryErrors(
      'src/components/Foo.tsx',
      `import { env } from '../lib/env'\n\nexport const Foo = () => <p>{env.SITE_URL}</p>\n`,
    )
    expect(errors).toEqual([])
  })

  it.each(SERVER_ONLY_IMPORTS)('reports %s from a client component, and not from a server one', async (source) => {
    const client = await boundaryErrors('src/components/shell/Foo.client.tsx', importing(source, `'use client'\n\n`))
    expect(client.map((message) => message.ruleId)).toEqual(['no-restricted-imports'])
    expect(await boundaryErrors('src/components/shell/Foo.tsx', importing(source))).toEqual([])
  })

  it("reports a client file that is marked only by 'use client' (Next's error.tsx)", async () => {
    const client = await boundaryErrors('src/app/(site)/error.tsx', importing('@/lib/content', `'use client'\n\n`))
    expect(client.map((message) => message.ruleId)).toEqual(['boundaries/use-client-imports'])
    expect(await boundaryErrors('src/app/(site)/error.tsx', importing('@/lib/content'))).toEqual([])
  })

  it('leaves client-safe modules alone', async () => {
    for (const source of ['../lib/links', '@/lib/scroll', 'next/navigation', '@payloadcms/ui', '../payload-types']) {
      expect(await boundaryErrors('src/components/Foo.client.tsx', importing(source, `'use client'\n\n`))).toEqual([])
    }
  })
})

describe('components cannot import blocks', () => {
  it.each([
    ['src/components/Foo.tsx', '../blocks/registry'],
    ['src/components/Foo.tsx', '@/blocks/registry'],
    ['src/components/shell/Foo.tsx', '../../blocks/hero-banner/Block'],
    ['src/components/Foo.client.tsx', '@/blocks/registry'],
  ])('reports %s importing %s', async (file, source) => {
    const errors = await boundaryErrors(file, importing(source))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ ruleId: 'no-restricted-imports', severity: 2 })
    expect(errors[0].message).toContain('Components must not depend on blocks')
  })

  it('keeps both boundaries for a client component', async () => {
    const code = `'use client'\n\nimport '@/blocks/registry'\nimport '@/lib/env'\n`
    const errors = await boundaryErrors('src/components/Foo.client.tsx', code)
    expect(errors.map((message) => message.line)).toEqual([3, 4])
  })

  it('allows blocks and pages to import blocks', async () => {
    expect(await boundaryErrors('src/app/(site)/page.tsx', importing('@/blocks/registry'))).toEqual([])
    expect(await boundaryErrors('src/blocks/foo/Block.tsx', importing('../registry'))).toEqual([])
  })
})

describe('import cycles', () => {
  const fixtures = ['tests/lint/fixtures/cycle/a.ts', 'tests/lint/fixtures/cycle/b.ts']

  it('reports both modules of a cycle', async () => {
    // The main run ignores the fixtures (they are broken on purpose); this run lints them with the same rules.
    expect(await eslint.isPathIgnored(path.join(repoRoot, fixtures[0]))).toBe(true)
    const results = await new ESLint({ cwd: repoRoot, ignore: false }).lintFiles(fixtures)
    expect(results).toHaveLength(2)
    for (const result of results) {
      expect(result.messages.map((message) => message.ruleId)).toEqual(['import/no-cycle'])
    }
  })

  it('reports a cycle that goes through a lazy import() as well', async () => {
    const lazy = ['tests/lint/fixtures/lazy-cycle/registry.ts', 'tests/lint/fixtures/lazy-cycle/Block.ts']
    const results = await new ESLint({ cwd: repoRoot, ignore: false }).lintFiles(lazy)
    expect(results).toHaveLength(2)
    for (const result of results) expect(result.messages.map((message) => message.ruleId)).toEqual(['import/no-cycle'])
  })

  it('resolves the @/ alias, so cycles through alias imports are followed', async () => {
    const strict = new ESLint({ cwd: repoRoot, overrideConfig: { rules: { 'import/no-unresolved': 'error' } } })
    const unresolved = async (source: string) =>
      (await lint('src/components/Foo.tsx', importing(source), strict)).filter((m) => m.ruleId === 'import/no-unresolved')
    expect(await unresolved('@/lib/links')).toEqual([])
    expect(await unresolved('@payload-config')).toEqual([])
    expect(await unresolved('@/lib/no-such-module')).toHaveLength(1)
  })
})
