import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, it } from 'vitest'

import { blockSlugsOnDisk, sampleHash, thumbnailFile, thumbnailProblems, writeManifest } from '../../scripts/thumbnails/manifest.mjs'
import { blockSchemas, blockSlugs } from './schemas'

const root = fileURLToPath(new URL('../..', import.meta.url))

it('every block has a thumbnail made from its current sample', () => {
  const problems = thumbnailProblems(root, blockSlugs).map(({ slug, problem }: { slug: string; problem: string }) => `${slug} ${problem}`)
  expect(problems, 'Run `npm run thumbnails -- --stale` to make the missing and outdated block thumbnails').toEqual([])
})

it('the drawer shows each block by its own thumbnail, a picture with no second name (the card names the block)', () => {
  for (const schema of blockSchemas) {
    const thumbnail = schema.admin?.images?.thumbnail
    expect(thumbnail).toEqual({ url: expect.stringMatching(/^\/block-thumbnails\/[a-z0-9-]+\.webp$/), alt: '' })
    const url = typeof thumbnail === 'string' ? thumbnail : thumbnail!.url
    expect(path.join(root, 'public', url)).toBe(thumbnailFile(root, schema.slug))
  }
  expect(new Set(blockSchemas.map((schema) => JSON.stringify(schema.admin?.images))).size).toBe(blockSchemas.length)
  expect(blockSlugsOnDisk(root).sort()).toEqual([...blockSlugs].sort())
})

const scratch: string[] = []
afterEach(() => scratch.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

it('names a block without a picture, and one whose sample changed after its picture was made', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thumbnails-'))
  scratch.push(dir)
  fs.mkdirSync(path.join(dir, 'src', 'blocks', 'quote-card'), { recursive: true })
  fs.mkdirSync(path.join(dir, 'public', 'block-thumbnails'), { recursive: true })
  const sample = path.join(dir, 'src', 'blocks', 'quote-card', 'sample.ts')
  fs.writeFileSync(sample, "export const samples = { short: { blockType: 'quoteCard', quote: 'Hello' } }\n")
  expect(thumbnailProblems(dir, ['quoteCard'])).toEqual([{ slug: 'quoteCard', problem: expect.stringContaining('has no thumbnail') }])

  fs.writeFileSync(thumbnailFile(dir, 'quoteCard'), 'picture')
  writeManifest(dir, { quoteCard: { sample: sampleHash(dir, 'quoteCard') } })
  expect(thumbnailProblems(dir, ['quoteCard'])).toEqual([])

  fs.appendFileSync(sample, '// a longer quote\n')
  expect(thumbnailProblems(dir, ['quoteCard'])).toEqual([{ slug: 'quoteCard', problem: expect.stringContaining('older than its sample') }])
})
