/**
 * The Constant Contact stand-in (src/features/leads/providers/constant-contact.stand-in.ts) as a process of its own,
 * for benchmarks: `tsx tests/stand-ins/constant-contact.ts`. Settings from the environment: STAND_IN_PORT (default
 * any free port), STAND_IN_FAILURE_RATE (0–1, default 0), STAND_IN_REQUESTS_PER_SECOND (the provider's rate limit,
 * default none). Prints one JSON line { baseUrl, tokenUrl, credentials }.
 */
import { startConstantContactStandIn } from '../../src/features/leads/providers/constant-contact.stand-in'

const credentials = { clientId: 'stand-in-client', clientSecret: 'stand-in-secret', accessToken: 'access-0', refreshToken: 'refresh-0' }

const standIn = await startConstantContactStandIn({
  ...credentials,
  port: Number(process.env.STAND_IN_PORT ?? 0),
  failureRate: Number(process.env.STAND_IN_FAILURE_RATE ?? 0),
  requestsPerSecond: Number(process.env.STAND_IN_REQUESTS_PER_SECOND ?? 0) || undefined,
})
console.log(JSON.stringify({ baseUrl: standIn.baseUrl, tokenUrl: standIn.tokenUrl, credentials }))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void standIn.close().then(() => process.exit(0)))
