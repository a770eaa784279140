/**
 * Runs once when the server starts: the CMS starts its background jobs at once (scheduled publishing, form
 * submissions' deliveries) rather than at the first request, and deliveries a crashed process left behind are queued
 * again.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startBackgroundWork } = await import('./server-start')
  await startBackgroundWork()
}
