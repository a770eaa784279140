import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** The thumbnails' folder, under `public` so the site serves them itself, and the manifest beside them. */
export const THUMBNAIL_DIR = path.join('public', 'block-thumbnails')
const MANIFEST = 'manifest.json'

/** A block's folder under src/blocks is its slug in kebab case (`centeredHero` → `centered-hero`). */
export const blockFolder = (slug) => slug.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
const slugOf = (folder) => folder.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase())

export const sampleFile = (root, slug) => path.join(root, 'src', 'blocks', blockFolder(slug), 'sample.ts')
export const thumbnailFile = (root, slug) => path.join(root, THUMBNAIL_DIR, `${blockFolder(slug)}.webp`)

/** What a block's picture is made from: a hash of its sample file (file times are not kept by git). */
export const sampleHash = (root, slug) => createHash('sha256').update(fs.readFileSync(sampleFile(root, slug))).digest('hex').slice(0, 16)

/** Every block with a folder of its own under src/blocks (a schema and a sample), by slug. */
export function blockSlugsOnDisk(root) {
  const blocks = path.join(root, 'src', 'blocks')
  return fs
    .readdirSync(blocks)
    .filter((folder) => ['schema.ts', 'sample.ts'].every((file) => fs.existsSync(path.join(blocks, folder, file))))
    .map(slugOf)
}

/** The manifest: for each block's slug, the hash of the sample its picture was made from. */
export function readManifest(root) {
  const file = path.join(root, THUMBNAIL_DIR, MANIFEST)
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {}
}

export function writeManifest(root, manifest) {
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)))
  fs.writeFileSync(path.join(root, THUMBNAIL_DIR, MANIFEST), `${JSON.stringify(sorted, null, 2)}\n`)
}

/**
 * Why each of these blocks needs its picture made again: none yet, or its sample changed since. An empty list when
 * every picture is current.
 */
export function thumbnailProblems(root, slugs) {
  const manifest = readManifest(root)
  return slugs.flatMap((slug) => {
    if (!fs.existsSync(thumbnailFile(root, slug))) return [{ slug, problem: `has no thumbnail (${path.relative(root, thumbnailFile(root, slug))})` }]
    if (manifest[slug]?.sample !== sampleHash(root, slug))
      return [{ slug, problem: `has a thumbnail older than its sample (${path.relative(root, sampleFile(root, slug))})` }]
    return []
  })
}
