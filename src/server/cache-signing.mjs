/**
 * Signatures of what the instances keep in the shared Redis (page-cache entries, revalidation times): an HMAC-SHA256
 * with a key only the instances hold, derived from PAYLOAD_SECRET under a label of its own. Whoever can write to
 * Redis without that secret cannot make an instance serve what they wrote.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const LABEL = 'sel-site shared cache signing key'

/** The local demo's generated PAYLOAD_SECRET (src/server/env.ts writes it), or undefined. */
function localPayloadSecret() {
  try {
    return JSON.parse(fs.readFileSync(path.join('data', 'local-secrets.json'), 'utf8')).PAYLOAD_SECRET
  } catch {
    return undefined
  }
}

/**
 * The signing key of this deployment: from PAYLOAD_SECRET (the local demo's generated one in development). Without
 * any, a key of this process alone: its entries are then misses on every other instance, never trusted.
 * @param {Record<string, string | undefined>} [env]
 */
export function cacheSigningKey(env = process.env) {
  const secret = env.PAYLOAD_SECRET || ((env.SITE_ENV || 'development') === 'development' ? localPayloadSecret() : undefined)
  return createHmac('sha256', secret || randomBytes(32)).update(LABEL).digest()
}

/** The signature of `parts` (joined by newlines) under `key`, hex. */
export const sign = (key, ...parts) => createHmac('sha256', key).update(parts.join('\n')).digest('hex')

/** Whether `signature` is the signature of `parts` under `key` (compared in constant time). */
export function verify(key, signature, ...parts) {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false
  return timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(sign(key, ...parts), 'hex'))
}
