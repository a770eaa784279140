import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      { find: /^@payload-config$/, replacement: fileURLToPath(new URL('./src/cms/payload.config.ts', import.meta.url)) },
      // `server-only` throws outside Next's server bundles; tests run server modules directly.
      { find: 'server-only', replacement: fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)) },
    ],
  },
  test: {
    // A focused test left in would skip every other one: refused, not run (also outside CI).
    allowOnly: false,
    // A worker per core (Vitest leaves one core to its own process, which mostly waits: half of this machine's two).
    maxWorkers: os.availableParallelism(),
    globals: true,
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // Components (.tsx) render in a browser-like document; everything else runs in plain Node, which starts several
    // times faster. A .ts test that needs a document says so in its first line (`@vitest-environment jsdom`).
    projects: [
      {
        extends: true,
        test: { name: 'components', environment: 'jsdom', include: ['src/**/*.test.tsx'], setupFiles: ['./vitest.setup.ts', './vitest.setup.components.ts'] },
      },
      {
        extends: true,
        test: { name: 'modules', environment: 'node', include: ['src/**/*.test.ts', 'tests/lint/**/*.test.ts', 'tests/scripts/**/*.test.ts'], setupFiles: ['./vitest.setup.ts'] },
      },
    ],
  },
})
