/**
 * Next runs `register` once as the server prepares. Reading the settings validates them: when one is missing or
 * invalid it prints why and the process exits with 1, so a misconfigured site never answers a request. The
 * production server (scripts/serve.mjs) opens its port only once this passed, and after the CMS started and checked
 * its accounts (src/cms/accounts.ts, `refuseToServeOnStart`).
 */
export async function register() {
  // Inside this condition (not after an early return) so that the edge bundle leaves the Node-only settings out.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const problem = await import('@/server/env').then(
      () => null,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    )
    if (problem) {
      console.error(`Refusing to serve:\n- ${problem}`)
      process.exit(1)
    }
    const passed = (globalThis as Record<symbol, unknown>)[Symbol.for('sel-site.start-checks-passed')]
    if (typeof passed === 'function') passed()
  }
}
