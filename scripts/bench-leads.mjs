/**
 * `npm run bench -- leads [--count N --clients C --failure-rate R]`: lead capture under load while the email-marketing
 * provider fails. N submissions (default 300) come from C concurrent clients (default 50), each making the calls an
 * interest form makes (lookup, then create or update); one in ten is sent a second time with the same submission id,
 * as a browser retrying after a lost answer would. The provider is the Constant Contact stand-in in a process of its
 * own, failing a share R of its calls (default 0.3) evenly with 503, 429 (Retry-After: 1 s) and no answer.
 *
 * The production build is served from a fresh demo database with LEAD_PROVIDER=constant-contact. The stand-in
 * enforces the provider's documented limit, 4 API calls a second (a call past it answers 429), and the site keeps to
 * it as it does in production; a call times out after 1 s. Calls the stand-in refused for the limit are counted
 * (`provider.throttled`: must be 0). After the last answer the script waits (up to 20 minutes) until every stored
 * submission has been delivered, then prints: submissions sent and accepted, stored, delivered, refused, still
 * pending (kept; they go out on their next attempt), lost (accepted but not stored: must be 0), duplicates (stored
 * twice, or two contacts for one email at the provider: must be 0), acceptance throughput and latency, and the time
 * until the last delivery. With a 30% failure rate a few submissions fail several attempts in a row and wait for
 * their growing retry delay (2 s, 4 s, 8 s…), which sets that time.
 * Writes bench/results/leads.json.
 */
import { machineInfo, median, printTable, PROVIDER_REQUESTS_PER_SECOND, startBenchSite, startLeadProviderStandIn, writeResult } from './lib.mjs'
import { interestFormLead } from '../tests/support/interest-form-lead.mjs'

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? fallback : Number(process.argv[index + 1])
}
const COUNT = option('count', 300)
const CLIENTS = option('clients', 50)
const FAILURE_RATE = option('failure-rate', 0.3)
const DELIVERY_DEADLINE_MS = 20 * 60_000

const standIn = await startLeadProviderStandIn({ failureRate: FAILURE_RATE })
const site = await startBenchSite({ env: { ...standIn.env, LEAD_RATE_LIMIT_PER_MINUTE: '1000000' } })
const { base } = site
const headers = { origin: base, 'content-type': 'application/json' }

/** The submissions: distinct emails, one in five sent again later as a new submission (an update). */
const submissions = Array.from({ length: COUNT }, (_, index) => {
  const person = index % Math.ceil(COUNT * 0.8)
  return {
    email: `lead-${person}@bench.example`,
    submissionId: `bench-${String(index).padStart(6, '0')}-${Date.now().toString(36)}`,
    form: index % 2 ? 'second' : 'first',
    repeat: index % 10 === 0,
  }
})

const body = interestFormLead

/** What an interest form does: look up, then update with the reference or create. */
async function send(submission) {
  const started = performance.now()
  const lookup = await fetch(`${base}/api/constant-contact/verify/${encodeURIComponent(submission.email)}`, { headers })
  const { results = [] } = lookup.ok ? await lookup.json() : {}
  const answer = results[0]
    ? await fetch(`${base}/api/constant-contact/update/${encodeURIComponent(results[0].id)}`, { method: 'PUT', headers, body: body(submission) })
    : await fetch(`${base}/api/constant-contact/create`, { method: 'POST', headers, body: body(submission) })
  await answer.arrayBuffer()
  return { ok: answer.ok, status: answer.status, ms: performance.now() - started }
}

console.log(`\nSending ${COUNT} submissions from ${CLIENTS} clients; the provider fails ${Math.round(FAILURE_RATE * 100)}% of its calls`)
const answers = []
const queue = [...submissions, ...submissions.filter((submission) => submission.repeat)]
const sendingStarted = performance.now()
await Promise.all(
  Array.from({ length: CLIENTS }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) answers.push(await send(next))
  }),
)
const sendingMs = performance.now() - sendingStarted
const accepted = answers.filter((answer) => answer.ok).length
const refusedStatuses = [...new Set(answers.filter((answer) => !answer.ok).map((answer) => answer.status))]

const cookie = await signIn()
const count = async (where = '') => {
  const answer = await fetch(`${base}/api/lead-submissions?limit=1&depth=0${where}`, { headers: { cookie, origin: base } })
  if (!answer.ok) throw new Error(`Could not count submissions: HTTP ${answer.status}`)
  return (await answer.json()).totalDocs
}
const pendingWhere = '&where[deliveryStatus][equals]=pending'
const deliveryStarted = performance.now()
let pending = await count(pendingWhere)
while (pending > 0 && performance.now() - deliveryStarted < DELIVERY_DEADLINE_MS) {
  process.stdout.write(`\r  ${pending} submissions waiting for the provider…   `)
  await new Promise((resolve) => setTimeout(resolve, 1000))
  pending = await count(pendingWhere)
}
const deliveryMs = performance.now() - sendingStarted
process.stdout.write('\n')

const stored = await count()
const delivered = await count('&where[deliveryStatus][equals]=delivered')
const rejected = await count('&where[deliveryStatus][equals]=rejected')
const state = await standIn.state()
const providerDuplicates = state.contacts.length - new Set(state.contacts.map((email) => email.toLowerCase())).size
const uniqueSubmissions = submissions.length
const result = {
  machine: machineInfo(),
  settings: { submissions: COUNT, clients: CLIENTS, failureRate: FAILURE_RATE, resent: submissions.filter((s) => s.repeat).length },
  sent: answers.length,
  accepted,
  refusedStatuses,
  stored,
  delivered,
  rejected,
  pending,
  // Every accepted submission must be stored; a pending one is kept and will be sent on its next attempt.
  lost: uniqueSubmissions - stored,
  duplicates: stored - uniqueSubmissions + providerDuplicates,
  acceptedPerSecond: Math.round((accepted / sendingMs) * 1000),
  latencyMs: { p50: Math.round(median(answers.map((answer) => answer.ms))), p95: Math.round(percentile(answers.map((answer) => answer.ms), 0.95)) },
  allDeliveredAfterS: pending === 0 ? Number((deliveryMs / 1000).toFixed(1)) : null,
  provider: { requestsPerSecond: PROVIDER_REQUESTS_PER_SECOND, contacts: state.contacts.length, apiCalls: state.apiCalls, failedOnPurpose: state.faults, throttled: state.throttled },
}
writeResult('leads', result)
printTable(
  [
    ['submissions sent (with resends)', result.sent],
    ['accepted (2xx)', result.accepted],
    ['stored', result.stored],
    ['delivered', result.delivered],
    ['refused by the provider', result.rejected],
    ['still pending', result.pending],
    ['lost', result.lost],
    ['duplicates', result.duplicates],
    ['accepted per second', result.acceptedPerSecond],
    ['answer latency p50 / p95 (ms, lookup + send)', `${result.latencyMs.p50} / ${result.latencyMs.p95}`],
    ['all delivered after (s)', result.allDeliveredAfterS ?? 'not within 20 minutes'],
    ['provider calls / failed on purpose', `${state.apiCalls} / ${state.faults}`],
    [`refused past the provider's ${PROVIDER_REQUESTS_PER_SECOND} calls a second`, state.throttled],
  ].map(([measure, value]) => ({ measure, value })),
  [
    ['measure', 'measure'],
    ['value', 'value'],
  ],
)
site.stop()
process.exit(result.lost === 0 && result.duplicates === 0 && result.pending === 0 && state.throttled === 0 && accepted === answers.length ? 0 : 1)

function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]
}

async function signIn() {
  const response = await fetch(`${base}/api/users/login`, { method: 'POST', headers, body: JSON.stringify(site.admin) })
  if (!response.ok) throw new Error(`Could not sign in to count submissions: HTTP ${response.status}`)
  return response.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ')
}
