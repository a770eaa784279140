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

it('states the same support hours wherever the demo gives them, the block samples included', () => {
  const texts = JSON.stringify([seedPages, Object.values(registry).map((entry) => entry.samples)])
  const hours = new Set([...texts.matchAll(/\d{1,2}(?::\d\d)?\s?(?:a\.m\.|AM) to \d{1,2}(?::\d\d)?\s?(?:p\.m\.|PM)/g)].map((match) => match[0]))
  expect([...hours]).toEqual(['8:00 AM to 5:00 PM'])
})

it('links only to what the demo has: its pages, their anchors, its redirects and its documents', async () => {
  const { demoDocuments } = await import('@/seed/documents')
  const { demoLessonSamples, lessonSampleFilename } = await import('@/seed/lesson-samples')
  const content = JSON.stringify([seedPages, Object.values(registry).map((entry) => entry.samples)])
  const addresses = new Set([
    ...[...content.matchAll(/"(?:[a-zA-Z]*(?:[uU]rl|[rR]oute\d?|href)\d?)":"(\/[^"]*)"/g)].map((match) => match[1]!).filter((address) => !address.startsWith('/api/media/')),
    ...[...content.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]!),
  ])
  const pages = new Set(seedPages.map((page) => page.path))
  const documents = new Set(demoDocuments.map((document) => `/files/${document.filename}`))
  const { demoRedirects } = await import('@/seed/redirects')
  const redirects = new Set(demoRedirects.map((redirect) => redirect.from))
  const anchorsOf = (path: string) => JSON.stringify(seedPages.find((page) => page.path === path) ?? {}).match(/"anchorLink":"[^"]+"/g)?.map((found) => found.slice(14, -1)) ?? []
  const missing = [...addresses].filter((address) => {
    const [path, anchor] = address.split(/[?#]/)[0] === address ? [address, undefined] : [address.split(/[?#]/)[0]!, address.split('#')[1]]
    if (documents.has(path!) || redirects.has(path!)) return false
    if (!pages.has(path!)) return true
    return anchor !== undefined && path !== '/blocks' && !path!.startsWith('/blocks/') && !anchorsOf(path!).includes(anchor)
  })
  expect(missing).toEqual([])
  for (const sample of demoLessonSamples) expect(documents).toContain(`/files/${lessonSampleFilename(sample.title)}`)
})

it("gives the same yearly prices on the pricing page as the calculator's launch table does", async () => {
  const { LAUNCH_PRICE_TABLE } = await import('@/features/prices/launch-prices')
  const { formatDollars } = await import('@/lib/price-table')
  const pricing = seedPages.find((page) => page.path === '/pricing')!
  const table = pricing.sections.find((section) => section.blockType === 'comparisonTable') as { cards: { subSections?: { text: string }[] }[] }
  const row = table.cards.find((card) => card.subSections?.[0]?.text === 'Yearly price per school (2–4 schools)')
  const yearly = LAUNCH_PRICE_TABLE.bands[0].prices.map(({ years, price }) => formatDollars(Math.round(price / years)))
  expect(row?.subSections?.slice(1).map((cell) => cell.text)).toEqual(yearly)
})
