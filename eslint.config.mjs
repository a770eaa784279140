import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import { builtinRules } from 'eslint/use-at-your-own-risk'

/*
 * Boundaries between the layers (docs/architecture.md). Imports are matched by their text, so each pattern covers
 * the relative form (`../../server/env`) and the `@/` alias form (`@/server/env`) alike.
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
      group: ['**/server', '**/server/**', '!next/server', '!react-dom/server'],
      message: 'src/server is server-only (the environment, secrets, the database): the server parent passes what the island needs as props.',
    },
    { group: ['**/cms', '**/cms/**'], message: 'src/cms is the server-side CMS configuration.' },
  ],
}

/** What a shared component must never import: blocks and features are built from components, not the other way round. */
const componentsBelow = {
  patterns: [
    {
      group: ['**/blocks', '**/blocks/**', '**/features', '**/features/**'],
      message: 'Components must not depend on blocks or features: move the shared type or helper to src/components or src/lib.',
    },
  ],
}

const above = (layer, folders) => ({
  group: folders.flatMap((folder) => [`**/${folder}`, `**/${folder}/**`]),
  message: `${layer} must not import a layer above it (docs/architecture.md).`,
})

/** src/lib is pure: no server, no CMS, no React state, and nothing above it. */
const libBelow = {
  paths: [
    { name: '@payload-config', message: 'src/lib is pure: the CMS configuration belongs to src/server.' },
    { name: 'payload', allowTypeImports: true, message: 'src/lib is pure: the Payload runtime belongs to src/server or src/cms.' },
    { name: 'react', allowTypeImports: true, message: 'src/lib is pure: hooks and components belong to src/components.' },
    { name: 'server-only', message: 'src/lib is pure: server-only modules live in src/server.' },
  ],
  patterns: [
    { ...above('src/lib', ['server', 'cms', 'components', 'blocks', 'features', 'app', 'seed']), allowTypeImports: false },
    { group: ['next/*', '!next'], message: 'src/lib is pure: Next APIs belong to src/server, components or routes.' },
  ],
}

/** src/server holds server-only modules over src/lib: no CMS parts, components, blocks, features or routes. */
const serverBelow = { patterns: [above('src/server', ['cms', 'components', 'blocks', 'features', 'app', 'seed'])] }

/** The CMS core assembles blocks and features from their registries and never names one of them. */
const cmsCore = {
  patterns: [
    {
      group: ['**/features/*', '**/features/*/**', '!**/features/registry', '!**/features/types'],
      message: 'The CMS core imports features only through src/features/registry.ts: a feature plugs itself in.',
    },
    {
      group: ['**/blocks/*', '**/blocks/*/**', '!**/blocks/schemas'],
      message: 'The CMS core imports blocks only through src/blocks/schemas.ts.',
    },
    above('The CMS core', ['components', 'app', 'seed']),
  ],
}

/** Blocks and features: anything below, never a route; blocks may show features, features never import a block. */
const capabilitiesBelow = { patterns: [above('Blocks and features', ['app', 'seed'])] }
const featuresBelow = { patterns: [above('A feature', ['app', 'seed', 'blocks'])] }

const restrict = (...sets) => [
  'error',
  { paths: sets.flatMap((set) => set.paths ?? []), patterns: sets.flatMap((set) => set.patterns ?? []) },
]

/** Next's entry points at the root of src (proxy, instrumentation, cache handler) sit with the routes. */
const entryPointsBelow = { patterns: [above('A Next entry point in src/', ['app', 'seed'])] }

/**
 * Each folder's files and their rule. ESLint keeps only the last `no-restricted-imports` that matches a file, so each
 * folder has exactly one entry for its server files and one for its client files (its rule and `serverOnly` together),
 * and no glob of one folder matches another's files.
 */
const LAYERS = [
  { files: ['src/lib/**'], rule: libBelow },
  { files: ['src/server/**'], rule: serverBelow, ignores: ['**/*.test.*'] },
  { files: ['src/cms/**'], rule: cmsCore, ignores: ['**/*.test.*'] },
  { files: ['src/components/**'], rule: componentsBelow },
  { files: ['src/blocks/**'], rule: capabilitiesBelow },
  { files: ['src/features/**'], rule: featuresBelow },
  { files: ['src/app/**'], rule: capabilitiesBelow, clientOnly: true },
  { files: ['src/*.{js,mjs,ts,tsx}'], rule: entryPointsBelow },
]
const CLIENT = '*.client.tsx'
const layerRules = LAYERS.flatMap(({ files, rule, ignores = [], clientOnly = false }) => [
  ...(clientOnly ? [] : [{ files, ignores: [...ignores, `**/${CLIENT}`], rules: { 'no-restricted-imports': restrict(rule) } }]),
  { files: files.map((glob) => glob.replace(/\*\*$/, `**/${CLIENT}`).replace(/\*\.\{[^}]*\}$/, CLIENT)), rules: { 'no-restricted-imports': restrict(rule, serverOnly) } },
])

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
  // Outside src (tests, scripts), a client file still never imports server-only code.
  { files: ['**/*.client.tsx'], rules: { 'no-restricted-imports': restrict(serverOnly) } },
  ...layerRules,
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
  {
    // A focused test (`test.only`, `describe.only`…) would silently skip every other one.
    files: ['tests/**', '**/*.test.*', '**/*.spec.*'],
    rules: { 'no-restricted-properties': ['error', { property: 'only', message: 'A committed .only skips every other test: remove it (use --grep or -t to run one test).' }] },
  },
]

export default config
