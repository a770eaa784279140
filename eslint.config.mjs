import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import { builtinRules } from 'eslint/use-at-your-own-risk'

/*
 * Boundaries between the layers (docs/architecture.md). Imports are matched by their text, so each pattern
 * covers the relative form (`../../lib/env`) and the `@/` alias form (`@/lib/env`) alike.
 */

/** What a client module (bundled for the browser) must never import: the environment, the database, the CMS. */
const serverOnly = {
  paths: [
    { name: 'server-only', message: 'A client module cannot import server-only code.' },
    { name: 'payload', message: 'The Payload runtime stays on the server: pass data to the island as props.' },
    { name: '@payload-config', message: 'The CMS configuration stays on the server: pass data to the island as props.' },
    { name: 'next/headers', message: 'Request headers and cookies are server APIs: read them in the server parent.' },
  ],
  patterns: [
    {
      group: ['**/lib/env', '**/lib/env.*', '**/lib/preview', '**/lib/preview.*'],
      message: 'The environment (secrets, hosts) stays on the server: the server parent passes what the island needs as props.',
    },
    { group: ['**/lib/content', '**/lib/content.*'], message: 'Content reads the database: fetch it in a server component.' },
    { group: ['**/cms', '**/cms/**'], message: 'src/cms is the server-side CMS configuration.' },
  ],
}

/** What a shared component must never import: blocks are built from components, not the other way round. */
const noBlocks = {
  patterns: [
    {
      group: ['**/blocks', '**/blocks/**'],
      message: 'Components must not depend on blocks (src/blocks): move the shared type or helper to src/components or src/lib.',
    },
  ],
}

const restrict = (...sets) => [
  'error',
  { paths: sets.flatMap((set) => set.paths ?? []), patterns: sets.flatMap((set) => set.patterns ?? []) },
]

/** Files named `*.client.tsx` are matched by glob; Next's own client files (error.tsx) only by their directive. */
const isUseClient = (program) =>
  program.body.some((node) => node.type === 'ExpressionStatement' && node.directive === 'use client')

const restrictedImports = builtinRules.get('no-restricted-imports')
const boundaries = {
  rules: {
    /** `no-restricted-imports`, applied only to modules that start with 'use client'. */
    'use-client-imports': {
      meta: { ...restrictedImports.meta, docs: { description: "no-restricted-imports for modules starting with 'use client'" } },
      create: (context) => (isUseClient(context.sourceCode.ast) ? restrictedImports.create(context) : {}),
    },
  },
}

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'src/migrations/**',
      'src/migrations-postgres/**',
      'next-env.d.ts',
      // Deliberately broken code that tests/lint/boundaries.test.ts lints with its own options.
      'tests/lint/fixtures/**',
    ],
  },
  {
    plugins: { boundaries },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@next/next/no-html-link-for-pages': 'off',
      // Static cycles only. Type-only imports are erased, and a lazy `import()` runs after every module has loaded
      // (the block registry loads its components that way, which keeps them out of the CMS config the Payload CLI
      // loads). Packages are not followed; the rule's strongly-connected-components pre-pass would walk all of
      // node_modules (a minute per run), so it is off.
      'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }],
    },
  },
  {
    files: ['src/components/**'],
    rules: { 'no-restricted-imports': restrict(noBlocks) },
  },
  {
    files: ['**/*.client.tsx'],
    rules: { 'no-restricted-imports': restrict(serverOnly) },
  },
  {
    files: ['src/components/**/*.client.tsx'],
    rules: { 'no-restricted-imports': restrict(noBlocks, serverOnly) },
  },
  {
    files: ['**/*.{js,jsx,mjs,ts,tsx}'],
    ignores: ['**/*.client.tsx'],
    rules: { 'boundaries/use-client-imports': restrict(serverOnly) },
  },
  {
    // Playwright fixtures hand over with a `use` callback, which is not React's `use`.
    files: ['tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
]

export default config
