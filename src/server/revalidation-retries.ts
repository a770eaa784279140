/**
 * Revalidations this process could not apply (the server's revalidation route did not answer), tried again in the
 * background until they succeed: after 1 s, 5 s and 30 s, then every minute. Until then health reports them, so a
 * page or data read left stale is seen, not only logged. A newer failure for the same change replaces the older.
 */
const DELAYS_MS = [1_000, 5_000, 30_000, 60_000]

type Pending = { what: string; attempts: number; lastError: string; since: number; timer: ReturnType<typeof setTimeout> }
type Log = { info(message: string): void; warn(message: string): void }

const pending: Map<string, Pending> = ((globalThis as Record<symbol, Map<string, Pending>>)[Symbol.for('sel-site.revalidation-retries')] ??= new Map())

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Tries `apply` again later, and on until it succeeds; `what` names the change (its tags and routes). */
export function retryRevalidation(what: string, apply: () => Promise<void>, error: unknown, log: Log): void {
  const earlier = pending.get(what)
  if (earlier) clearTimeout(earlier.timer)
  const entry: Pending = { what, attempts: 1, lastError: reason(error), since: earlier?.since ?? Date.now(), timer: undefined as never }
  const schedule = () => {
    entry.timer = setTimeout(attempt, DELAYS_MS[Math.min(entry.attempts - 1, DELAYS_MS.length - 1)])
    entry.timer.unref?.()
  }
  const attempt = async () => {
    if (pending.get(what) !== entry) return
    try {
      await apply()
      pending.delete(what)
      log.info(`Revalidated ${what} (attempt ${entry.attempts + 1})`)
    } catch (failure) {
      entry.attempts += 1
      entry.lastError = reason(failure)
      log.warn(`Could not revalidate ${what} (attempt ${entry.attempts}): ${entry.lastError}; trying again`)
      schedule()
    }
  }
  pending.set(what, entry)
  log.warn(`Could not revalidate ${what}: ${entry.lastError}; trying again`)
  schedule()
}

/** The health report: nothing while every revalidation was applied, else which ones wait and why. */
export function revalidationsWaiting(): string | void {
  if (!pending.size) return
  const oldest = Math.min(...[...pending.values()].map((entry) => entry.since))
  const [first] = pending.values()
  return `${pending.size} revalidation(s) not applied yet, the oldest for ${Math.round((Date.now() - oldest) / 1000)} s (${first.what}: ${first.lastError}); retrying`
}
