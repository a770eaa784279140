// @vitest-environment node
import { expect, it } from 'vitest'

import { registry } from '@/blocks/registry'
import { blockGallery } from './blocks'
import { seedPages } from './index'

it('puts every block on at least one seeded page besides the gallery', () => {
  const used = new Set<string>(seedPages.filter((page) => page !== blockGallery).flatMap((page) => [...(page.sections ?? []), ...(page.sectionsRight ?? [])].map((section) => section.blockType)))
  const missing = Object.keys(registry).filter((type) => !used.has(type))
  expect(missing).toEqual([])
})

it('shows every fixture of every block on the gallery', () => {
  const fixtures = Object.values(registry).reduce((count, entry) => count + Object.keys(entry.samples).length, 0)
  expect(blockGallery.sections).toHaveLength(fixtures)
})
