/**
 * The connection to Redis that instances share their page cache, revalidations and rate limits through, when
 * REDIS_URL is set (src/server/env.ts validates it). Without REDIS_URL nothing here connects and every caller keeps
 * its single-machine behaviour.
 *
 * A request never waits on a dead Redis: commands fail at once while the connection is down (no offline queue) and
 * after a second at most otherwise, and the client reconnects by itself in the background, waiting a little longer
 * after each failure (at most five seconds). A Redis that stops answering without closing the connection costs one
 * such second: its users then leave it alone for five seconds (`withDeadline`, `isReady`). An outage is logged once
 * when it starts and once when it ends.
 *
 * Plain Node: Next loads the page cache handler outside its bundles, and the route handlers that count rate limits
 * are bundled, so the one connection of a process is kept on `globalThis` where both find it.
 */
import { createClient, TimeoutError } from 'redis'

import { redisKeyPrefix } from './shared-services-checks.mjs'

export { redisKeyPrefix }

/**
 * Every key and channel of this deployment starts with this (`sel-site:<deployment name>:`), so one Redis can serve
 * other things and other deployments too without either reading the other's keys.
 */
export const REDIS_KEY_PREFIX = redisKeyPrefix()
/** Channel on which an instance announces a revalidation, so the others forget their recently sent pages. */
export const REVALIDATION_CHANNEL = `${REDIS_KEY_PREFIX}revalidated`

const COMMAND_TIMEOUT_MS = 1000
const CONNECT_TIMEOUT_MS = 3000
const MAX_RECONNECT_WAIT_MS = 5000
const PAUSE_AFTER_TIMEOUT_MS = 5000

/** The host and port of a Redis address, for log lines (never its password). */
export const redisHost = (url) => {
  try {
    const { host } = new URL(url)
    return host || url
  } catch {
    return 'an invalid address'
  }
}

/**
 * A new client for `url`, connecting in the background. Commands made before it is ready, or while it reconnects,
 * are refused at once. `log` gets one line when Redis becomes unreachable and one when it is back.
 */
export function createRedisConnection(url, { name = 'connection', log = console.error } = {}) {
  const where = redisHost(url)
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, MAX_RECONNECT_WAIT_MS),
    },
  })
  let down = false
  let wasReady = false
  client.on('error', (error) => {
    if (down) return
    down = true
    log(`Redis ${name} to ${where} is unreachable (${error?.message || error}); working without it and reconnecting in the background.`)
  })
  client.on('ready', () => {
    if (down || wasReady) log(`Redis ${name} to ${where} is ${wasReady ? 'back' : 'open'}.`)
    down = false
    wasReady = true
  })
  // The first connection is retried like any later one: the promise ends only when it is ready or closed.
  client.connect().catch(() => {})
  return client
}

const PAUSED_UNTIL = Symbol('sel-site.redis.paused-until')

/**
 * Whether `client` can take a command now: connected, and no command timed out in the last five seconds (a command
 * to a client that is not connected fails at once).
 */
export const isReady = (client) => Boolean(client?.isReady) && !(client[PAUSED_UNTIL] > Date.now())

/**
 * `run(client)`'s answer, or a TimeoutError after a second (the client's own timeout covers only the wait to be
 * sent, not the wait for the answer). After a timeout the client is left alone for a while (`isReady` says false).
 */
export async function withDeadline(client, run) {
  let timer
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`no answer within ${COMMAND_TIMEOUT_MS} ms`)), COMMAND_TIMEOUT_MS)
  })
  try {
    return await Promise.race([run(client), deadline])
  } catch (error) {
    if (error instanceof TimeoutError) client[PAUSED_UNTIL] = Date.now() + PAUSE_AFTER_TIMEOUT_MS
    throw error
  } finally {
    clearTimeout(timer)
  }
}

/**
 * One log line when a user of Redis (`what`: the page cache, a rate limit) finds it unreachable, and one when it
 * works again: `failed(error)` after a command failed, `worked()` after one succeeded.
 */
export function outageLog(what, { log = console.error, whileDown = 'working without it' } = {}) {
  let failing = false
  return {
    failed(error) {
      if (failing) return
      failing = true
      log(`${what}: Redis is unreachable (${error?.message || 'not connected'}); ${whileDown} until it is back.`)
    },
    worked() {
      if (!failing) return
      failing = false
      log(`${what}: Redis is reachable again.`)
    },
  }
}

const SHARED = Symbol.for('sel-site.redis')

/**
 * This process's connection to REDIS_URL, created on first use; null without REDIS_URL. `url` is for tests.
 */
export function sharedRedis(url = process.env.REDIS_URL) {
  if (!url) return null
  const shared = (globalThis[SHARED] ??= new Map())
  if (!shared.has(url)) shared.set(url, createRedisConnection(url, { name: 'connection' }))
  return shared.get(url)
}

/**
 * Revalidations announced between instances: `publish()` tells the others, `subscribe(listener)` calls `listener`
 * for every announcement (this instance's own included). Subscribing opens a second connection, as Redis requires
 * for listening; it reconnects and subscribes again by itself. Without `url` both do nothing.
 */
export function revalidationChannel(url = process.env.REDIS_URL, { channel = REVALIDATION_CHANNEL } = {}) {
  let subscriber = null
  const listeners = new Set()
  return {
    /** Announces a revalidation; false when Redis could not be reached. */
    async publish() {
      const client = sharedRedis(url)
      if (!isReady(client)) return false
      try {
        await client.publish(channel, String(Date.now()))
        return true
      } catch {
        return false
      }
    },
    /** Calls `listener` on each announcement until the returned function is called. */
    subscribe(listener) {
      if (!url) return () => {}
      listeners.add(listener)
      if (!subscriber) {
        const announce = () => {
          for (const each of listeners) each()
        }
        let connectedBefore = false
        subscriber = createRedisConnection(url, { name: 'subscription' })
        // Subscribed once ready (the client subscribes again by itself after a reconnection). Announcements made
        // while this connection was down are lost, so a reconnection counts as one.
        subscriber.on('ready', () => {
          subscriber?.subscribe(channel, announce).catch(() => {})
          if (connectedBefore) announce()
          connectedBefore = true
        })
      }
      return () => listeners.delete(listener)
    },
    /** Stops listening (a server that closes, a test). */
    close() {
      listeners.clear()
      subscriber?.destroy()
      subscriber = null
    },
  }
}

/** Closes this process's connections (tests). */
export function closeSharedRedis() {
  for (const client of globalThis[SHARED]?.values() ?? []) client.destroy()
  globalThis[SHARED]?.clear()
}
