/**
 * `npm run bench -- block-storage`: the same demo content stored with a table per block type and with blocks as
 * JSON, on fresh SQLite files in a temporary folder. Prints and saves the figures behind
 * docs/decisions/0001-block-storage.md.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { bin, root } from './lib.mjs'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'block-storage-'))
const results = []
try {
  for (const layout of ['tables', 'json']) {
    const result = spawnSync(bin('payload'), ['run', 'scripts/block-storage/probe.ts', layout, path.join(dir, `${layout}.db`)], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, MEDIA_DIR: path.join(dir, `media-${layout}`), NODE_ENV: 'development', PAYLOAD_LOG_LEVEL: 'warn' },
    })
    const line = result.stdout.split('\n').find((text) => text.startsWith('RESULT '))?.slice('RESULT '.length)
    if (result.status !== 0 || !line) {
      console.error(result.stdout, result.stderr)
      process.exit(1)
    }
    results.push({ ...JSON.parse(line), dbFileBytes: fs.statSync(path.join(dir, `${layout}.db`)).size })
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true })
}
console.table(results)
fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true })
fs.writeFileSync(path.join(root, 'bench', 'results', 'block-storage.json'), JSON.stringify({ machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model}`, results }, null, 2))
