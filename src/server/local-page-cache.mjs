/**
 * Next's page and data cache on this machine (src/page-cache-handler.mjs uses it without REDIS_URL): the entries used
 * last in memory (up to `maxMemoryBytes`), every entry also on disk in `dir` as one JSON file, so a restart of the
 * same build starts warm. The folder belongs to one build (the handler puts it in the build's server folder, which
 * each build empties): a new release never serves the old one's pages.
 *
 * When each tag was revalidated is kept in this process's record (src/server/page-cache-entries.mjs) and in
 * `dir/tag-revalidations.json`, read back at start, so an entry written before a revalidation stays expired after a
 * restart. A disk that cannot be written costs the cache only (pages are rendered again), one log line until it works.
 * Without `dir` (while building) entries are kept in memory only: data read from the build's database is never
 * served by the running site.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { deserialize, entryOf, isExpired, noteRevalidation, processTagRecord, revalidationAt, serialize, tagsOf } from './page-cache-entries.mjs'

const TAGS_FILE = 'tag-revalidations.json'
/** The file of the entry `key` in the cache's folder. */
export const fileName = (key) => `${createHash('sha256').update(key).digest('hex')}.json`

/** Writes `text` to `file` whole or not at all (a reader never sees half a file). */
async function writeWhole(file, text) {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  await fs.promises.writeFile(temporary, text)
  await fs.promises.rename(temporary, file)
}

/**
 * @param {{ dir?: string | null, maxMemoryBytes?: number, tags?: Map<string, { stale?: number, expired?: number }>, now?: () => number, log?: (line: string) => void }} [options]
 */
export function createLocalPageCache({ dir = null, maxMemoryBytes = 50 * 1024 * 1024, tags = processTagRecord(), now = Date.now, log = console.error } = {}) {
  /** Entries by key, the one used last at the end, with their size in bytes. */
  const memory = new Map()
  let memoryBytes = 0
  let failing = false

  const failed = (error) => {
    if (failing) return
    failing = true
    log(`Page cache: cannot write to ${dir} (${error?.code ?? error?.message ?? error}); pages are rendered and not kept on disk until it works.`)
  }
  const worked = () => {
    if (failing) log(`Page cache: writing to ${dir} works again.`)
    failing = false
  }

  function remember(key, entry, size) {
    forget(key)
    if (size > maxMemoryBytes) return
    memory.set(key, { entry, size })
    memoryBytes += size
    for (const [oldest, kept] of memory) {
      if (memoryBytes <= maxMemoryBytes) break
      memory.delete(oldest)
      memoryBytes -= kept.size
    }
  }

  function forget(key) {
    const kept = memory.get(key)
    if (!kept) return
    memory.delete(key)
    memoryBytes -= kept.size
  }

  /** The entry stored on disk under `key`, or null. */
  async function readFromDisk(key) {
    if (!dir) return null
    let text
    try {
      text = await fs.promises.readFile(path.join(dir, fileName(key)), 'utf8')
    } catch (error) {
      if (error?.code !== 'ENOENT') log(`Page cache: cannot read an entry in ${dir} (${error?.code ?? error}); the page is rendered.`)
      return null
    }
    try {
      const stored = deserialize(text)
      if (stored?.key !== key) return null
      remember(key, stored.entry, text.length)
      return stored.entry
    } catch {
      return null
    }
  }

  if (dir) {
    try {
      fs.mkdirSync(dir, { recursive: true })
      const saved = JSON.parse(fs.readFileSync(path.join(dir, TAGS_FILE), 'utf8'))
      for (const [tag, change] of Object.entries(saved)) {
        const known = tags.get(tag)
        if (!known || (known.stale ?? 0) < change.stale) noteRevalidation(tags, tag, change)
      }
    } catch (error) {
      if (error?.code !== 'ENOENT' && !(error instanceof SyntaxError)) failed(error)
    }
  }

  /** Writes the record of revalidated tags; writes are queued, so the last one written is the newest. */
  let savingTags = Promise.resolve()
  const saveTags = () => {
    if (!dir) return savingTags
    savingTags = savingTags.then(() => writeWhole(path.join(dir, TAGS_FILE), JSON.stringify(Object.fromEntries(tags))).then(worked, failed))
    return savingTags
  }

  return {
    async get(key, ctx) {
      const kept = memory.get(key)
      if (kept) {
        memory.delete(key)
        memory.set(key, kept)
      }
      const entry = kept ? kept.entry : await readFromDisk(key)
      if (!entry) return null
      return isExpired(tags, tagsOf(entry, ctx), entry.lastModified, now()) ? null : entry
    },

    /** Stores `data` as made at `madeAt` (when its render began: a revalidation during the render expires it). */
    async set(key, data, ctx, madeAt = now()) {
      if (!data) {
        forget(key)
        return
      }
      const entry = entryOf(data, ctx, madeAt)
      const text = serialize({ key, entry })
      remember(key, entry, text.length)
      if (!dir) return
      try {
        await writeWhole(path.join(dir, fileName(key)), text)
        worked()
      } catch (error) {
        failed(error)
      }
    },

    async revalidateTag(revalidated, durations) {
      const change = revalidationAt(now(), durations)
      for (const tag of typeof revalidated === 'string' ? [revalidated] : revalidated) noteRevalidation(tags, tag, change)
      await saveTags()
    },

    /** Bytes of entries kept in memory (tests, checks). */
    get memoryBytes() {
      return memoryBytes
    },
  }
}
