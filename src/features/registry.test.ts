import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

import { siteConfig } from '@/cms/site-config'
import { features } from './registry'

const dir = path.dirname(fileURLToPath(import.meta.url))

it('registers every feature folder once, under its folder name', () => {
  const folders = fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
  expect(features.map((feature) => feature.name).sort()).toEqual(folders.sort())
})

it('gives the CMS the features’ collections, the search hooks on pages and the lead deliveries’ queue', async () => {
  const plugin = siteConfig.plugins[0]
  const config = await plugin(siteConfig as never)
  const slugs = config.collections?.map((collection) => collection.slug) ?? []
  for (const slug of ['notifications', 'redirects', 'lead-submissions', 'search-index']) expect(slugs).toContain(slug)
  const pages = config.collections?.find((collection) => collection.slug === 'pages')
  expect(pages?.hooks?.afterChange?.map((hook) => hook.name)).toContain('indexPageAfterChange')
  const autoRun = config.jobs?.autoRun
  expect(Array.isArray(autoRun) && autoRun.map((schedule) => schedule.queue)).toEqual(['default', 'leads'])
})
