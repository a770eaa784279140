import { expect, it } from 'vitest'

import { registry } from '@/blocks/registry'
import { blockGallery, blockGalleryGroups } from './blocks'
import { addressFieldName } from '@/lib/page-links'
import { chooseSeededPages, seededPage } from '@/seed/helpers'
import { seedPages } from './index'

it('puts every block on at least one seeded page besides the gallery', () => {
  const used = new Set<string>(seedPages.filter((page) => !page.path.startsWith('/blocks')).flatMap((page) => [...(page.sections ?? []), ...(page.sectionsRight ?? [])].map((section) => section.blockType)))
  const missing = Object.keys(registry).filter((type) => !used.has(type))
  expect(missing).toEqual([])
})

it('shows every fixture of every block on the gallery, one page per group, each linked from the gallery', () => {
  const fixtures = Object.values(registry).flatMap((entry) => Object.values(entry.samples))
  expect(blockGalleryGroups.flatMap((page) => page.sections)).toEqual(expect.arrayContaining(fixtures))
  expect(blockGalleryGroups.flatMap((page) => page.sections)).toHaveLength(fixtures.length)
  const index = JSON.stringify(blockGallery.sections)
  for (const page of blockGalleryGroups) expect(index).toContain(`](${page.path})`)
  expect(new Set(blockGalleryGroups.map((page) => page.path)).size).toBe(blockGalleryGroups.length)
})

it('lets a seeded link choose a page created before its own, by address', () => {
  const created = new Map(seedPages.map((page, index) => [page.path, index] as const))
  const chosen = (value: unknown): string[] =>
    Array.isArray(value) ? value.flatMap(chosen) : value && typeof value === 'object' ? Object.entries(value).flatMap(([key, item]) => (addressFieldName(key) && item && typeof item === 'object' ? [(item as { path: string }).path] : chosen(item))) : []
  for (const [index, page] of seedPages.entries()) {
    for (const path of chosen([page.sections, page.sectionsRight])) expect(created.get(path), `${page.path} chooses ${path}`).toBeLessThan(index)
  }
  const ids = new Map([['/contact', 7]])
  expect(chooseSeededPages([{ linkPage: seededPage('/contact') }, { page: seededPage('/later') }, { linkPage: 3 }], ids)).toEqual([{ linkPage: 7 }, { page: null }, { linkPage: 3 }])
})
