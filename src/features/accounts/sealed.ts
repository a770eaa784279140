/**
 * Values the site keeps in cookies but nobody else may read or change: encrypted and authenticated (JWT in a JWE,
 * `dir` + `A256GCM`) with a key derived from SESSION_KEYS. The newest key seals; every listed key opens, found by the
 * `kid` in the header, so a key can be replaced without signing everybody out at once.
 */
import { createHash, hkdfSync } from 'node:crypto'

import { EncryptJWT, jwtDecrypt, type JWTPayload } from 'jose'

export type Keyring = { newest: SealingKey; byId: Map<string, SealingKey> }
type SealingKey = { id: string; key: Uint8Array }

/** 32 bytes for A256GCM from a configured key, and an id that names it without giving anything of it away. */
function derive(secret: string): SealingKey {
  const key = new Uint8Array(hkdfSync('sha256', secret, 'site-account-cookies', 'A256GCM', 32))
  const id = createHash('sha256').update(key).digest('base64url').slice(0, 12)
  return { id, key }
}

/** The keys of SESSION_KEYS, newest first. */
export function keyring(secrets: readonly string[]): Keyring {
  if (!secrets.length) throw new Error('At least one session key is needed.')
  const keys = secrets.map(derive)
  return { newest: keys[0], byId: new Map(keys.map((key) => [key.id, key])) }
}

/** `claims` sealed for one purpose (`audience`), issued and expiring at the given times (seconds since 1970). */
export async function seal(ring: Keyring, claims: JWTPayload, { audience, issuedAt, expiresAt }: { audience: string; issuedAt: number; expiresAt: number }): Promise<string> {
  return new EncryptJWT(claims)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', kid: ring.newest.id })
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .encrypt(ring.newest.key)
}

/** Seconds since 1970 of a time in milliseconds. */
export const seconds = (ms: number) => Math.floor(ms / 1000)

/**
 * The claims of a value sealed for `audience` and not expired at `now` (ms), or null for anything else: changed,
 * expired, sealed by a key no longer listed, for another purpose, or not a sealed value at all.
 */
export async function unseal(ring: Keyring, token: string | null | undefined, { audience, now }: { audience: string; now: number }): Promise<JWTPayload | null> {
  if (!token || token.length > 8192) return null
  try {
    const { payload } = await jwtDecrypt(
      token,
      (header) => {
        const found = typeof header.kid === 'string' ? ring.byId.get(header.kid) : undefined
        if (!found) throw new Error('unknown key')
        return found.key
      },
      { audience, currentDate: new Date(now), keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'], requiredClaims: ['iat', 'exp'] },
    )
    return payload
  } catch {
    return null
  }
}
