/**
 * Content security policy violation reports: browsers send one when the policy blocks something on a page
 * (`report-uri /api/csp-report`). Each report becomes one short log line, so a page that a change broke, or an
 * injected script, shows up in the logs. Reports come from anyone's browser: bodies are small and bounded, each
 * client address may log a few a minute, and the whole server at most `maxLinesPerMinute`; the rest are counted
 * and dropped. The answer is always empty, and never says whether a report was logged.
 */
import { createRateLimiter } from '@/server/rate-limit'
import { readTextWithin } from './read-body'

export const MAX_CSP_REPORT_BYTES = 16 * 1024

const REPORT_TYPES = /^application\/(csp-report|reports\+json|json)\s*(;|$)/i
const FIELD_LENGTH = 200

type Violation = { page: string; directive: string; blocked: string; source: string }

/** The violations a body holds: the `report-uri` form (`{ "csp-report": {…} }`) or the Reporting API form (a list). */
export function violationsOf(body: unknown): Violation[] {
  const field = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, FIELD_LENGTH) : '')
  const one = (report: Record<string, unknown>): Violation => ({
    page: field(report['document-uri'] ?? report.documentURL),
    directive: field(report['effective-directive'] ?? report.effectiveDirective ?? report['violated-directive']),
    blocked: field(report['blocked-uri'] ?? report.blockedURL),
    source: [field(report['source-file'] ?? report.sourceFile), field(report['line-number'] ?? report.lineNumber)].filter(Boolean).join(':'),
  })
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
  if (isObject(body) && isObject(body['csp-report'])) return [one(body['csp-report'])]
  if (Array.isArray(body)) {
    return body
      .slice(0, 10)
      .filter((entry): entry is Record<string, unknown> => isObject(entry) && entry.type === 'csp-violation' && isObject(entry.body))
      .map((entry) => one(entry.body as Record<string, unknown>))
  }
  return []
}

export type CspReportParts = {
  clientAddress: (headers: Headers) => string
  log: (line: string) => void
  perAddressPerMinute?: number
  maxLinesPerMinute?: number
  now?: () => number
}

const text = (status: number, message: string) =>
  new Response(message ? `${message}\n` : null, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

export function cspReportEndpoint({ clientAddress, log, perAddressPerMinute = 10, maxLinesPerMinute = 100, now = Date.now }: CspReportParts) {
  const perAddress = createRateLimiter({ limit: perAddressPerMinute, windowMs: 60_000, now })
  const everyone = createRateLimiter({ limit: maxLinesPerMinute, windowMs: 60_000, now })
  let dropped = 0

  return async function receive(request: Request): Promise<Response> {
    if (!REPORT_TYPES.test(request.headers.get('content-type') ?? '')) return text(415, 'Violation reports are JSON (application/csp-report or application/reports+json).')
    const body = await readTextWithin(request, MAX_CSP_REPORT_BYTES)
    if (body === null) return text(413, `A violation report may have at most ${MAX_CSP_REPORT_BYTES} bytes.`)
    let parsed: unknown
    try {
      parsed = JSON.parse(body)
    } catch {
      return text(400, 'The violation report is not JSON.')
    }
    const address = clientAddress(request.headers)
    for (const violation of violationsOf(parsed)) {
      if (perAddress.retryAfter(address) > 0 || everyone.retryAfter('all') > 0) {
        dropped += 1
        continue
      }
      perAddress.hit(address)
      everyone.hit('all')
      const earlier = dropped ? ` (${dropped} earlier report(s) dropped by the limit)` : ''
      dropped = 0
      log(`CSP violation: ${violation.directive || '?'} blocked ${violation.blocked || '?'} on ${violation.page || '?'}${violation.source ? ` at ${violation.source}` : ''} from ${address}${earlier}`)
    }
    return text(204, '')
  }
}
