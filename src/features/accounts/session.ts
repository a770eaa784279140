/**
 * The signed-in visitor's session, kept in an encrypted cookie (sealed.ts): only what the header's account bar needs
 * and what signing out at the provider needs, and an id by which signing out revokes it (revoked-sessions.ts). It ends
 * after SESSION_LIMITS.idleSeconds without use and, however much it is used, SESSION_LIMITS.absoluteSeconds after
 * signing in.
 */
import { randomBytes } from 'node:crypto'

import { seal, seconds, unseal, type Keyring } from './sealed'

export const SESSION_LIMITS = {
  /** Signed out after 8 hours without a page view. */
  idleSeconds: 8 * 60 * 60,
  /** Signed out 7 days after signing in, whatever happens. */
  absoluteSeconds: 7 * 24 * 60 * 60,
  /** A page view renews the idle limit when the last renewal is older than this (not on every request). */
  renewAfterSeconds: 5 * 60,
}

const AUDIENCE = 'account-session'
/** Longer names are cut: the bar shows a name, not a document. */
const MAX_NAME_LENGTH = 120
/** Browsers drop a cookie over 4 KB (name and attributes included) without a word. */
const MAX_VALUE_LENGTH = 3800

export type SignedInUser = { subject: string; name: string; idToken?: string }
/** `id` names the session from signing in to its end, renewals included. */
export type Session = SignedInUser & { id: string; signedInAt: number; lastSeen: number }

const sealSession = (ring: Keyring, session: Session) =>
  seal(ring, { sid: session.id, sub: session.subject, name: session.name, idt: session.idToken, seen: session.lastSeen }, { audience: AUDIENCE, issuedAt: session.signedInAt, expiresAt: sessionEnd(session) / 1000 })

/** When the session ends however much it is used (ms since 1970). */
export const sessionEnd = (session: Pick<Session, 'signedInAt'>) => (session.signedInAt + SESSION_LIMITS.absoluteSeconds) * 1000

/**
 * A new session's cookie value for a visitor who has just signed in at `now` (ms). An ID token too large for a cookie
 * is left out: signing out then ends the session here only.
 */
export async function startSession(ring: Keyring, user: SignedInUser, now: number): Promise<string> {
  const at = seconds(now)
  const session = { ...user, id: randomBytes(16).toString('base64url'), name: user.name.slice(0, MAX_NAME_LENGTH), signedInAt: at, lastSeen: at }
  const value = await sealSession(ring, session)
  return value.length <= MAX_VALUE_LENGTH ? value : sealSession(ring, { ...session, idToken: undefined })
}

/**
 * The session in a cookie value at `now` (ms), or null when the visitor counts as signed out. A session without an
 * id (sealed before sessions had one) cannot be revoked, so it reads as signed out. Whether the id was revoked is the
 * caller's question (revoked-sessions.ts).
 */
export async function readSession(ring: Keyring, value: string | null | undefined, now: number): Promise<Session | null> {
  const claims = await unseal(ring, value, { audience: AUDIENCE, now })
  if (!claims) return null
  const { sid, sub, name, idt, seen, iat } = claims
  if (typeof sid !== 'string' || !sid || typeof sub !== 'string' || typeof name !== 'string' || typeof seen !== 'number' || typeof iat !== 'number') return null
  if (idt !== undefined && typeof idt !== 'string') return null
  if (seen + SESSION_LIMITS.idleSeconds <= seconds(now)) return null
  return { id: sid, subject: sub, name, idToken: idt, signedInAt: iat, lastSeen: seen }
}

/** The cookie value that renews the idle limit of `session` at `now` (ms), or null when it is recent enough. */
export function renewSession(ring: Keyring, session: Session, now: number): Promise<string> | null {
  if (seconds(now) - session.lastSeen < SESSION_LIMITS.renewAfterSeconds) return null
  return sealSession(ring, { ...session, lastSeen: seconds(now) })
}

/** Seconds the session's cookie may still be kept by the browser (until its absolute limit). */
export const sessionCookieAge = (session: Pick<Session, 'signedInAt'>, now: number) => Math.max(0, seconds(sessionEnd(session)) - seconds(now))
