import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

/*
 * One naming style for files: React components (.tsx, with their .module.css) and the CMS's collection and global
 * configurations are named after what they export, in PascalCase; every other module is kebab-case. What follows
 * the first dot says what kind of file it is (.client, .test, .module.css). Generated files keep their tool's name.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const GENERATED = new Set(['src/app/(payload)/admin/importMap.js'])

function misnamed(file: string): boolean {
  const base = path.basename(file)
  const stem = base.split('.')[0]
  if (base === 'README.md') return false
  if (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(stem)) return false
  const pascal = /^[A-Z][A-Za-z0-9]*$/.test(stem)
  return !(pascal && (base.endsWith('.tsx') || base.endsWith('.module.css') || /src\/cms\/(?:collections|globals)\//.test(file)))
}

it('names every source file in the one style', () => {
  const files = execFileSync('git', ['ls-files', 'src', 'tests', 'scripts'], { cwd: repoRoot, encoding: 'utf8' }).split('\n').filter(Boolean)
  const wrong = files.filter((file) => !file.startsWith('src/migrations') && !GENERATED.has(file) && misnamed(file))
  expect(wrong).toEqual([])
})

it('tells the styles apart', () => {
  for (const good of ['src/lib/card-layout.ts', 'src/components/Button.tsx', 'src/components/Button.module.css', 'src/blocks/faq/Block.client.tsx', 'src/cms/collections/Pages.ts', 'src/features/leads/server/task.ts']) {
    expect(misnamed(good), good).toBe(false)
  }
  expect(misnamed('src/features/leads/README.md')).toBe(false)
  for (const bad of ['src/lib/Notes.md', 'src/lib/cardLayout.ts', 'src/lib/Card.ts', 'src/lib/card_layout.ts', 'src/components/buttonStyle.ts']) expect(misnamed(bad), bad).toBe(true)
})
