/**
 * Start-up checks of the services several instances share (Redis, PostgreSQL) and the name that keeps one
 * deployment's keys apart from another's. Pure: everything comes from the `env` given (process.env by default).
 *
 * Outside development (SITE_ENV staging or production) a shared service is reached only with a password: anyone who
 * can write to the shared Redis could otherwise serve pages from the site's origin or reset its rate limits, and
 * anyone connected to the database could hold the job runner's lock.
 */
import { createHash } from 'node:crypto'

/** @typedef {Record<string, string | undefined>} Env */

const DEPLOYMENT_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/

const isDevelopment = (env) => (env.SITE_ENV || 'development') === 'development'

const parsed = (url) => {
  try {
    return new URL(url)
  } catch {
    return null
  }
}

/** Whether a Redis address carries a password (`redis://:password@host`, `rediss://user:password@host`). */
export const redisHasPassword = (url) => Boolean(parsed(url)?.password)

/**
 * Whether a PostgreSQL address carries credentials: a password in the address or its `password` parameter, a client
 * certificate (`sslcert`), or PGPASSWORD beside it.
 * @param {string} uri
 * @param {Env} [env]
 */
export function postgresHasCredentials(uri, env = process.env) {
  const url = parsed(uri)
  if (!url) return false
  return Boolean(url.password || url.searchParams.get('password') || url.searchParams.get('sslcert') || env.PGPASSWORD)
}

/**
 * What stops this process from using its shared services safely, one sentence each naming the setting; empty when
 * nothing does.
 * @param {Env} [env]
 * @returns {string[]}
 */
export function sharedServicesProblems(env = process.env) {
  const problems = []
  const where = `SITE_ENV is ${env.SITE_ENV}`
  if (env.REDIS_URL && !/^rediss?:\/\/[^/]/.test(env.REDIS_URL)) {
    problems.push('REDIS_URL must be a redis:// or rediss:// address (the Redis the instances share), or unset.')
  } else if (env.REDIS_URL && !isDevelopment(env) && !redisHasPassword(env.REDIS_URL)) {
    problems.push(`REDIS_URL must carry the Redis password when ${where} (rediss://:password@host:6380 or rediss://user:password@host): whoever can write to the shared Redis can change the pages it serves.`)
  }
  const database = env.DATABASE_URI ?? ''
  if (database.startsWith('postgres') && !isDevelopment(env) && !postgresHasCredentials(database, env)) {
    problems.push(`DATABASE_URI must carry the database password when ${where} (postgres://user:password@host/database).`)
  }
  if (env.DEPLOYMENT_NAME && !DEPLOYMENT_NAME_PATTERN.test(env.DEPLOYMENT_NAME)) {
    problems.push(`DEPLOYMENT_NAME must be 1 to 63 letters, digits, dots, dashes or underscores, not "${env.DEPLOYMENT_NAME}".`)
  }
  return problems
}

/**
 * The deployment's name, which keeps its Redis keys and database locks apart from another deployment's:
 * DEPLOYMENT_NAME, or by default the site environment and the public address's host (`production-www.example.org`).
 * @param {Env} [env]
 */
export function deploymentName(env = process.env) {
  if (env.DEPLOYMENT_NAME && DEPLOYMENT_NAME_PATTERN.test(env.DEPLOYMENT_NAME)) return env.DEPLOYMENT_NAME
  const host = parsed(env.SITE_URL ?? '')?.host || `localhost-${env.PORT || 3000}`
  return `${env.SITE_ENV || 'development'}-${host}`.replace(/[^A-Za-z0-9._-]/g, '-')
}

/** The start of every Redis key and channel of this deployment. @param {Env} [env] */
export const redisKeyPrefix = (env = process.env) => `sel-site:${deploymentName(env)}:`

/**
 * The PostgreSQL advisory lock key of `purpose` for this deployment: a signed 64-bit number from the deployment's
 * name and `purpose` (SHA-256), never a fixed number another program could hold in advance.
 * @param {string} purpose
 * @param {Env} [env]
 */
export function advisoryLockKey(purpose, env = process.env) {
  const digest = createHash('sha256').update(`sel-site advisory lock\n${deploymentName(env)}\n${purpose}`).digest()
  return digest.readBigInt64BE(0).toString()
}

/**
 * Prints each problem and ends the process (1) when there is any: called before a server or command starts.
 * @param {Env} [env]
 * @param {{ log?: (line: string) => void, exit?: (code: number) => void }} [options]
 */
export function refuseUnsafeSharedServices(env = process.env, { log = console.error, exit = (code) => process.exit(code) } = {}) {
  const problems = sharedServicesProblems(env)
  for (const problem of problems) log(problem)
  if (problems.length) exit(1)
  return problems
}
