/**
 * `npm start`: prepares the database (migrations, demo content when empty), builds when the sources changed
 * since the last build, and serves the production site on PORT (default 3000).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { bin, buildIfNeeded, clearRouteCache, root, run } from './lib.mjs'

const port = process.env.PORT || '3000'
fs.mkdirSync(path.join(root, 'data'), { recursive: true })

run(bin('payload'), ['migrate'])
run(bin('payload'), ['run', 'src/seed/run.ts', 'if-empty'])
buildIfNeeded()
clearRouteCache()

console.log(`\nServing the site at http://localhost:${port} (admin at /admin)`)
const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: port } })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
