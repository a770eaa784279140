/**
 * Readiness for a load balancer: whether this instance should get visitors now. Named checks run at once, each
 * within a time limit. A check resolves when its part is ready, or with the reason it is not (shown in the answer);
 * a check that throws or takes too long counts as not ready, and its error goes to the log only. While the process
 * is stopping, the answer is "stopping" without running any check.
 */
/** An `optional` part is reported but never takes the instance out of service (the site works without it). */
export type ReadinessCheck = { name: string; check: () => Promise<string | void>; optional?: boolean }
export type CheckResult = { status: 'ok' } | { status: 'error'; reason: string }
export type Readiness = { status: 'ok' | 'error' | 'stopping'; checks: Record<string, CheckResult> }

export const CHECK_TIMEOUT_MS = 5000

async function run({ name, check }: ReadinessCheck, timeoutMs: number, log: (message: string) => void): Promise<CheckResult> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs)
  })
  try {
    const outcome = await Promise.race([check(), late])
    if (outcome === 'late') {
      log(`Readiness check "${name}" gave no answer within ${timeoutMs} ms`)
      return { status: 'error', reason: `no answer within ${timeoutMs} ms` }
    }
    return typeof outcome === 'string' ? { status: 'error', reason: outcome } : { status: 'ok' }
  } catch (error) {
    log(`Readiness check "${name}" failed: ${error instanceof Error ? error.message : String(error)}`)
    return { status: 'error', reason: 'unavailable' }
  } finally {
    clearTimeout(timer)
  }
}

export async function readiness(
  checks: ReadinessCheck[],
  { stopping = false, timeoutMs = CHECK_TIMEOUT_MS, log = (message: string) => console.error(message) } = {},
): Promise<Readiness> {
  if (stopping) return { status: 'stopping', checks: {} }
  const results = await Promise.all(checks.map(async (check) => [check.name, await run(check, timeoutMs, log), check.optional] as const))
  const ready = results.every(([, result, optional]) => optional || result.status === 'ok')
  return { status: ready ? 'ok' : 'error', checks: Object.fromEntries(results.map(([name, result]) => [name, result])) }
}

/** Health answers are about this moment: never stored by a proxy or browser. */
export const HEALTH_HEADERS = { 'cache-control': 'no-store' }

/** The readiness answer: 200 when ready, 503 otherwise (not ready, or stopping). */
export const readinessResponse = (result: Readiness) => Response.json(result, { status: result.status === 'ok' ? 200 : 503, headers: HEALTH_HEADERS })
