/**
 * Next runs `register` once as the server prepares, before the production server opens its port
 * (scripts/serve.mjs). When the settings are invalid or the accounts must not serve (src/cms/start-checks.ts), it
 * prints why and the process exits with 1, so a misconfigured site never answers a request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // Importing the CMS configuration validates the settings: an invalid one is a reason too.
    const reasons = await import('@/cms/start-checks')
      .then(({ refusalsToServe }) => refusalsToServe())
      .catch((error: unknown) => [error instanceof Error ? error.message : String(error)])
    if (!reasons.length) {
      // The production server (scripts/serve.mjs) opens its port only once this is called.
      const passed = (globalThis as Record<symbol, unknown>)[Symbol.for('sel-site.start-checks-passed')]
      if (typeof passed === 'function') passed()
      return
    }
    console.error(`Refusing to serve:\n${reasons.map((reason) => `- ${reason}`).join('\n')}`)
    process.exit(1)
  }
}
