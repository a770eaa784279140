/**
 * The production server: serves the built site on PORT (default 3000), on HOSTNAME (default all interfaces).
 */
import { spawn } from 'node:child_process'

import { bin, root } from './lib.mjs'

const port = process.env.PORT || '3000'
const server = spawn(bin('next'), ['start', '-p', port], { cwd: root, stdio: 'inherit', env: process.env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
