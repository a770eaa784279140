import pg from 'pg'

/**
 * The `pg` package for the CMS's PostgreSQL adapter, with pools that never let a connection's error end the process.
 * pg emits an error on a connection PostgreSQL ends (a transaction left idle too long, a restart, a network cut);
 * with no listener Node ends the process. pg's pool listens on the connections it keeps idle; these pools also listen
 * on every connection they lend, so a transaction cut off fails its own query and the process goes on.
 */
export function guardedPg(log: (message: string) => void = (message) => console.error(message)): typeof pg {
  class GuardedPool extends pg.Pool {
    constructor(options?: pg.PoolConfig) {
      super(options)
      const heard = new WeakSet<object>()
      const reported = new WeakSet<Error>()
      const report = (error: Error) => {
        if (reported.has(error)) return
        reported.add(error)
        log(`A database connection was closed: ${error.message}. The next query opens another.`)
      }
      this.on('error', report)
      this.on('acquire', (client) => {
        if (heard.has(client)) return
        heard.add(client)
        client.on('error', report)
      })
    }
  }
  return { ...pg, Pool: GuardedPool }
}
