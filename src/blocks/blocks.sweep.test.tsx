/**
 * Every block folder, swept: its files are there, it is registered under its own slug, and each of its named
 * fixtures renders through the page pipeline without console errors, with exactly one h1 on the page whether
 * the block opens the page or follows another section.
 */
import { cleanup, render } from '@testing-library/react'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { MainColumn } from './RenderSections'
import { resolveServerTree } from '../../tests/support/resolve-server'
import { registry } from './registry'
import { schemas } from './schemas'

vi.mock('@/features/notifications/data', () => ({ getCurrentNotifications: async () => [] }))
vi.mock('@/features/prices/data', async () => ({ getPriceTable: async () => (await import('@/features/prices/launch-prices')).LAUNCH_PRICE_TABLE }))
vi.mock('@/features/webinars/data', () => ({ getUpcomingWebinars: async () => [] }))
vi.mock('@/features/territories/data', () => ({ getMapTerritories: async () => [] }))
vi.mock('@/features/lesson-samples/data', () => ({ getLessonSamples: async () => [] }))
vi.mock('@/blocks/blog-feed/data', () => ({
  getBlogFeed: async () => ({ posts: [{ title: 'A post', link: 'https://blog.example.org/a-post/', published: null, categories: [] }], feedUrl: null, viewAllUrl: '/blog' }),
}))

const dir = path.dirname(fileURLToPath(import.meta.url))
const folders = fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
const camel = (folder: string) => folder.replace(/-([a-z])/g, (_, char: string) => char.toUpperCase())

afterEach(cleanup)

it('has a folder for every registered block and a registered block for every folder', () => {
  expect(folders.map(camel).sort()).toEqual(Object.keys(registry).sort())
})

describe.each(folders)('%s', (folder) => {
  const key = camel(folder) as keyof typeof registry
  const entry = registry[key]

  it('has its schema, fixtures, component and test, and its slug is its registry key', () => {
    for (const file of ['schema.ts', 'sample.ts', 'Block.tsx', 'Block.test.tsx']) {
      expect(fs.existsSync(path.join(dir, folder, file)), `${folder}/${file}`).toBe(true)
    }
    expect(schemas[key].slug).toBe(key)
    expect(Object.keys(entry.samples).length).toBeGreaterThan(0)
  })

  it.each(Object.entries(entry?.samples ?? {}))('renders the "%s" fixture with exactly one h1, first or not', async (name, sample) => {
    expect(sample.blockType).toBe(key)
    const errors = vi.spyOn(console, 'error')
    const section = { ...sample, id: `${key}-${name}` }
    const first = render(await resolveServerTree(await MainColumn({ title: 'Gallery', displayTitle: false, sections: [section] })))
    expect(first.container.querySelectorAll('h1')).toHaveLength(1)
    cleanup()
    const spacer = { blockType: 'spacer', size: 'small', id: 'gap' }
    const later = render(await resolveServerTree(await MainColumn({ title: 'Gallery', displayTitle: false, sections: [spacer, section] })))
    const headings = later.container.querySelectorAll('h1')
    expect(headings).toHaveLength(1)
    expect(headings[0]).toHaveTextContent('Gallery')
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })
})
