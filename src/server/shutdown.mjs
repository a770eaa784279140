/**
 * The orderly stop of a server process. The state lives on `globalThis`, so the production server script and the
 * bundled route handlers (readiness, the job runner) see the same flag in one process.
 */
const state = (globalThis[Symbol.for('sel-site.shutdown')] ??= { stopping: false, stops: new Map() })

/** Whether this process is stopping: readiness answers 503 and no new background job starts. */
export const isShuttingDown = () => state.stopping

/** Work to finish before the process exits (the job runner registers here); a later one of the same name replaces it. */
export function onShutdown(name, stop) {
  state.stops.set(name, stop)
}

const within = (promise, ms, what) => {
  let timer
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms / 1000} s`)), ms)
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

/** Marks the process as stopping, then runs every registered stop at once, each for at most `timeoutMs`. */
export async function stopBackgroundWork({ timeoutMs = 25_000, log = console } = {}) {
  state.stopping = true
  await Promise.all(
    [...state.stops].map(([name, stop]) =>
      within(Promise.resolve().then(stop), timeoutMs, name).catch((error) => log.error(`Stopping ${name}: ${error instanceof Error ? error.message : error}`)),
    ),
  )
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, answer readiness 503, let the requests in flight finish (for at
 * most `graceMs`, then their connections are cut), close idle keep-alive connections and every other one after its
 * current answer, stop background work, then exit 0. Returns the stop function (for tests).
 */
export function stopGracefully(server, { graceMs = 25_000, exit = (code) => process.exit(code), log = console } = {}) {
  // Each answer given while stopping closes its connection, so a keep-alive client moves to another instance.
  server.prependListener('request', (req, res) => {
    if (state.stopping) res.setHeader('connection', 'close')
    // An answer that ends while stopping leaves its keep-alive connection idle: close it.
    res.once('finish', () => state.stopping && setImmediate(() => server.closeIdleConnections()))
  })
  let stopping = null
  const stop = (signal) => {
    stopping ??= (async () => {
      log.log(`${signal}: no new connections; finishing the requests in flight (at most ${graceMs / 1000} s), then stopping.`)
      state.stopping = true
      const closed = new Promise((resolve) => server.close(() => resolve()))
      server.closeIdleConnections()
      const cutOff = setTimeout(() => {
        log.error(`Requests still in flight after ${graceMs / 1000} s: closing their connections.`)
        server.closeAllConnections()
      }, graceMs)
      cutOff.unref()
      await Promise.all([closed.finally(() => clearTimeout(cutOff)), stopBackgroundWork({ timeoutMs: graceMs, log })])
      log.log('Stopped.')
      exit(0)
    })()
    return stopping
  }
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(signal))
  return stop
}
