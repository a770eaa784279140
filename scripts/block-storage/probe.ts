/**
 * One side of the block-storage benchmark: `payload run scripts/block-storage/probe.ts <tables|json> <db file>`.
 * Creates the schema in the given layout on a fresh SQLite file, seeds the demo content, then reads every page
 * the way the site does and prints the figures as JSON on the last line.
 */
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { buildConfig, getPayload } from 'payload'

import { siteConfig } from '../../src/cms/site-config'
import { seed } from '../../src/seed'

const [layout, file] = process.argv.slice(-2)
const blocksAsJSON = layout === 'json'
const config = buildConfig({ ...siteConfig, db: sqliteAdapter({ client: { url: `file:${file}` }, push: true, blocksAsJSON }) })
const payload = await getPayload({ config, key: layout })
await seed(payload)

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const time = async (action: () => Promise<unknown>) => {
  const start = performance.now()
  await action()
  return performance.now() - start
}

const { docs: pages } = await payload.find({ collection: 'pages', depth: 0, limit: 100, pagination: false })
const readPage = (path: string) =>
  payload.find({ collection: 'pages', where: { path: { equals: path } }, depth: 2, limit: 1, pagination: false })
for (let round = 0; round < 3; round++) for (const page of pages) await readPage(page.path)
const perPage: number[] = []
for (let round = 0; round < 20; round++) for (const page of pages) perPage.push(await time(() => readPage(page.path)))

// Querying one field inside a block: pages that have a section with this title.
const { docs: full } = await payload.find({ collection: 'pages', depth: 0, limit: 100, pagination: false })
const withTitle = full.flatMap((page) => page.sections ?? []).find((section) => section.blockType === 'markdownSection' && section.title)
const title = withTitle && 'title' in withTitle ? withTitle.title : ''
const fieldPath = process.env.PROBE_FIELD ?? 'sections.blockType'
let blockQuery: { ms: number; found: number } | { error: string }
try {
  const runs: number[] = []
  let found = 0
  for (let round = 0; round < 10; round++) {
    runs.push(
      await time(async () => {
        found = (await payload.find({ collection: 'pages', where: { [fieldPath]: { equals: fieldPath.endsWith('blockType') ? 'markdownSection' : title } }, depth: 0 })).totalDocs
      }),
    )
  }
  blockQuery = { ms: Number(median(runs).toFixed(2)), found }
} catch (error) {
  blockQuery = { error: (error as Error).message }
}

const drizzle = payload.db as unknown as { client: { execute: (sql: string) => Promise<{ rows: Record<string, unknown>[] }> } }
const { rows } = await drizzle.client.execute(
  "select count(*) as tables, sum(length(sql)) as bytes from sqlite_master where type = 'table' and name not like 'sqlite_%'",
)
console.log(
  'RESULT ' +
  JSON.stringify({
    layout,
    pages: pages.length,
    tables: Number(rows[0].tables),
    schemaSqlBytes: Number(rows[0].bytes),
    pageReadMedianMs: Number(median(perPage).toFixed(2)),
    pageReadP90Ms: Number([...perPage].sort((a, b) => a - b)[Math.floor(perPage.length * 0.9)].toFixed(2)),
    blockQuery: { fieldPath, title, ...blockQuery },
  }),
)
process.exit(0)
