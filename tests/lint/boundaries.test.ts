import { ESLint, type Linter } from 'eslint'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it, vi } from 'vitest'

/*
 * The boundaries in eslint.config.mjs, exercised through ESLint's own API with the project's real config.
 * Virtual files (lintText with a path inside src) pick up the config's file globs without existing on disk.
 */
// ESLint loads the project's configuration and parsers on its first file: seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 })

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
  '../server/env',
  '@/server/env',
  '../server/env.server',
  '@/server/env.server',
  '../server/content',
  '@/server/content',
  '../../server/preview',
  'payload',
  '@payload-config',
  'server-only',
  'next/headers',
  '../cms/site-config',
  '@/cms/payload.config',
]

describe('client files cannot import server-only modules', () => {
  it('reports a *.client.tsx component importing ../server/env', async () => {
    const errors = await boundaryErrors(
      'src/components/Foo.client.tsx',
      `'use client'\n\nimport { env } from '../server/env'\n\nexport const Foo = () => <p>{env.SITE_URL}</p>\n`,
    )
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ ruleId: 'no-restricted-imports', severity: 2, line: 3 })
    expect(errors[0].message).toContain('src/server is server-only')
  })

  it('allows the same import in a server component', async () => {
    const errors = await boundaryErrors(
      'src/components/Foo.tsx',
      `import { env } from '../server/env'\n\nexport const Foo = () => <p>{env.SITE_URL}</p>\n`,
    )
    expect(errors).toEqual([])
  })

  it.each(SERVER_ONLY_IMPORTS)('reports %s from a client component, and not from a server one', async (source) => {
    const client = await boundaryErrors('src/components/shell/Foo.client.tsx', importing(source, `'use client'\n\n`))
    expect(client.map((message) => message.ruleId)).toEqual(['no-restricted-imports'])
    expect(await boundaryErrors('src/components/shell/Foo.tsx', importing(source))).toEqual([])
  })

  it("reports a client file that is marked only by 'use client' (Next's error.tsx)", async () => {
    const client = await boundaryErrors('src/app/(site)/error.tsx', importing('@/server/content', `'use client'\n\n`))
    expect(client.map((message) => message.ruleId)).toEqual(['boundaries/use-client-imports'])
    expect(await boundaryErrors('src/app/(site)/error.tsx', importing('@/server/content'))).toEqual([])
  })

  it('leaves client-safe modules alone', async () => {
    for (const source of ['../lib/links', '@/lib/scroll', 'next/navigation', 'next/server', '@payloadcms/ui', '../payload-types']) {
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
    const code = `'use client'\n\nimport '@/blocks/registry'\nimport '@/server/env'\n`
    const errors = await boundaryErrors('src/components/Foo.client.tsx', code)
    expect(errors.map((message) => message.line)).toEqual([3, 4])
  })

  it('allows blocks and pages to import blocks', async () => {
    expect(await boundaryErrors('src/app/(site)/page.tsx', importing('@/blocks/registry'))).toEqual([])
    expect(await boundaryErrors('src/blocks/foo/Block.tsx', importing('../registry'))).toEqual([])
  })
})

describe('lib is pure and imports nothing above it', () => {
  it.each(['@/server/env', '../server/rate-limit', '@/cms/fields/common', '../components/Button', '@/blocks/registry', '@/features/search/api', '@/app/robots', '@payload-config', 'server-only', 'next/cache'])(
    'reports src/lib importing %s',
    async (source) => {
      const errors = await boundaryErrors('src/lib/foo.ts', importing(source))
      expect(errors.map((message) => message.ruleId)).toEqual(['no-restricted-imports'])
      expect(errors[0].message).toContain('src/lib')
    },
  )

  it('reports React state and the Payload runtime in src/lib, and allows their types and other lib modules', async () => {
    expect(await boundaryErrors('src/lib/foo.ts', `import { useState } from 'react'\n\nexport const x = useState\n`)).toHaveLength(1)
    expect(await boundaryErrors('src/lib/foo.ts', `import { getPayload } from 'payload'\n\nexport const x = getPayload\n`)).toHaveLength(1)
    const types = `import type { ReactNode } from 'react'\nimport type { Field } from 'payload'\nimport type { Page } from '@/payload-types'\nimport { breakpoints } from './breakpoints'\n\nexport type X = [ReactNode, Field, Page, typeof breakpoints]\n`
    expect(await boundaryErrors('src/lib/foo.ts', types)).toEqual([])
  })
})

describe('server modules sit below the CMS, components, blocks, features and routes', () => {
  it.each(['@/cms/access', '../components/Button', '@/blocks/registry', '@/features/leads', '@/app/robots'])('reports src/server importing %s', async (source) => {
    const errors = await boundaryErrors('src/server/foo.ts', importing(source))
    expect(errors.map((message) => message.ruleId)).toEqual(['no-restricted-imports'])
  })

  it('allows src/server to import lib, the CMS configuration and Next', async () => {
    for (const source of ['@/lib/paths', '@payload-config', 'next/cache', './rate-limit']) expect(await boundaryErrors('src/server/foo.ts', importing(source))).toEqual([])
  })
})

describe('the CMS core names no feature and no block', () => {
  it.each([
    ['src/cms/collections/Pages.ts', '@/features/search/sync'],
    ['src/cms/site-config.ts', '@/features/leads/server/delivery'],
    ['src/cms/hooks/foo.ts', '../../features/leads'],
    ['src/cms/site-config.ts', '@/blocks/registry'],
    ['src/cms/collections/Pages.ts', '@/blocks/hero-banner/schema'],
  ])('reports %s importing %s', async (file, source) => {
    const errors = await boundaryErrors(file, importing(source))
    expect(errors.map((message) => message.ruleId)).toEqual(['no-restricted-imports'])
    expect(errors[0].message).toContain('The CMS core imports')
  })

  it('allows the registries and the feature type', async () => {
    for (const source of ['@/features/registry', '@/features/types', '@/blocks/schemas', '../../features/registry']) {
      expect(await boundaryErrors('src/cms/collections/Foo.ts', importing(source))).toEqual([])
    }
  })
})

describe('blocks and features never import routes', () => {
  it.each(['src/blocks/foo/Block.tsx', 'src/features/foo/index.ts'])('reports %s importing a route', async (file) => {
    const errors = await boundaryErrors(file, importing('@/app/(site)/layout'))
    expect(errors.map((message) => message.ruleId)).toEqual(['no-restricted-imports'])
  })

  it('reports a feature importing a block', async () => {
    const errors = await boundaryErrors('src/features/foo/index.ts', importing('@/blocks/faq/faq'))
    expect(errors.map((message) => message.ruleId)).toEqual(['no-restricted-imports'])
  })

  it('allows blocks to use features, components, the CMS fields, server modules and lib', async () => {
    for (const source of ['@/features/marketing-forms/forms', '@/components/Button', '@/cms/fields/common', '@/server/env.server', '@/lib/links']) {
      expect(await boundaryErrors('src/blocks/foo/Block.tsx', importing(source))).toEqual([])
    }
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
    const lazy = ['tests/lint/fixtures/lazy-cycle/registry.ts', 'tests/lint/fixtures/lazy-cycle/block.ts']
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

describe('a client file keeps its folder’s rule besides the client rule', () => {
  it.each([
    ['src/features/foo/Bar.client.tsx', '@/blocks/faq/faq', 'A feature must not import'],
    ['src/cms/fields/Foo.client.tsx', '@/features/search/sync', 'The CMS core imports features only'],
    ['src/cms/fields/Foo.client.tsx', '@/blocks/hero-banner/schema', 'The CMS core imports blocks only'],
    ['src/lib/Foo.client.tsx', '@/components/Button', 'src/lib must not import'],
    ['src/blocks/foo/Foo.client.tsx', '@/app/(site)/layout', 'Blocks and features must not import'],
  ])('reports %s importing %s', async (file, source, message) => {
    const errors = await boundaryErrors(file, importing(source, `'use client'\n\n`))
    expect(errors.map((error) => error.message).join('\n')).toContain(message)
    // And the client rule still holds in the same file.
    const both = await boundaryErrors(file, `'use client'\n\nimport '${source}'\nimport '@/server/env'\n`)
    expect([...new Set(both.map((error) => error.line))]).toEqual([3, 4])
  })

  it('allows what the folder may import in its client files (positive control)', async () => {
    expect(await boundaryErrors('src/features/foo/Bar.client.tsx', importing('@/components/Button', `'use client'\n\n`))).toEqual([])
    expect(await boundaryErrors('src/blocks/foo/Foo.client.tsx', importing('@/features/marketing-forms/forms', `'use client'\n\n`))).toEqual([])
  })
})

describe('the entry points at the root of src sit with the routes', () => {
  it.each(['src/proxy.ts', 'src/instrumentation.ts', 'src/page-cache-handler.mjs'])('reports %s importing a route or the seed', async (file) => {
    for (const source of ['@/app/(site)/layout', '@/seed/run']) {
      const errors = await boundaryErrors(file, importing(source))
      expect(errors.map((error) => error.ruleId), source).toEqual(['no-restricted-imports'])
    }
    // Positive control: features, server modules and lib are theirs to use.
    for (const source of ['@/features/lesson-samples/filters', '@/server/csp', '@/lib/paths']) expect(await boundaryErrors(file, importing(source))).toEqual([])
  })
})

describe('focused tests', () => {
  it.each([
    ['tests/e2e/foo.spec.ts', `import { test } from '@playwright/test'\n\ntest.only('x', () => {})\n`],
    ['tests/e2e/foo.spec.ts', `import { test } from '@playwright/test'\n\ntest.describe.only('x', () => {})\n`],
    ['src/lib/foo.test.ts', `import { it } from 'vitest'\n\nit.only('x', () => {})\n`],
    ['src/lib/foo.test.ts', `import { describe } from 'vitest'\n\ndescribe.only('x', () => {})\n`],
  ])('are refused in %s: %s', async (file, code) => {
    const errors = (await lint(file, code)).filter((message) => message.ruleId === 'no-restricted-properties')
    expect(errors.map((error) => error.line)).toEqual([3])
  })

  it('leave unfocused tests alone (positive control)', async () => {
    expect((await lint('src/lib/foo.test.ts', `import { it } from 'vitest'\n\nit('x', () => {})\n`)).filter((message) => message.ruleId === 'no-restricted-properties')).toEqual([])
  })

  it('are refused by both runners too', async () => {
    const playwright = (await import('../../playwright.config')).default
    const cluster = (await import('../cluster/playwright.config')).default
    const vitest = (await import('../../vitest.config')).default as { test?: { allowOnly?: boolean } }
    expect([playwright.forbidOnly, cluster.forbidOnly, vitest.test?.allowOnly]).toEqual([true, true, false])
  })
})
