import fs from 'node:fs'
import path from 'node:path'

import { fileName } from '../../src/server/local-page-cache.mjs'

/** The folder where the server under test keeps rendered pages and data reads, one JSON file per entry. */
export const pageCacheFolder = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'server', 'page-cache')

/** The file of the entry `key`. */
export const entryFile = (key: string) => path.join(pageCacheFolder, fileName(key))

/** The keys of the entries in the page cache (each file starts with its key). */
export function cachedKeys(): string[] {
  if (!fs.existsSync(pageCacheFolder)) return []
  return fs
    .readdirSync(pageCacheFolder)
    .filter((file) => file.endsWith('.json') && !file.startsWith('tag-'))
    .flatMap((file) => {
      const start = Buffer.alloc(2048)
      const fd = fs.openSync(path.join(pageCacheFolder, file), 'r')
      const length = fs.readSync(fd, start, 0, start.length, 0)
      fs.closeSync(fd)
      const key = /^\{"key":("(?:[^"\\]|\\.)*")/.exec(start.subarray(0, length).toString('utf8'))
      return key ? [JSON.parse(key[1]) as string] : []
    })
}
