/**
 * A plain HTTP server stopped by `stopGracefully` (src/server/shutdown.mjs), for its test: `/slow` answers in two
 * parts 1.5 s apart (the second says whether the process was stopping by then), `/hang` never ends; background work
 * registered with `onShutdown` takes 300 ms. Prints { port } once listening. GRACE_MS sets the grace period.
 */
import http from 'node:http'

import { isShuttingDown, onShutdown, stopGracefully } from '../../src/server/shutdown.mjs'

const server = http.createServer((req, res) => {
  if (req.url === '/hang') return void res.write('started')
  if (req.url !== '/slow') return void res.end('ok')
  res.write('first part;')
  setTimeout(() => res.end(`last part (stopping: ${isShuttingDown()})`), 1500)
})
server.keepAliveTimeout = 60_000
onShutdown('background work', () => new Promise((resolve) => setTimeout(resolve, 300)).then(() => console.log('background work stopped')))
stopGracefully(server, { graceMs: Number(process.env.GRACE_MS || 25_000) })
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })))
