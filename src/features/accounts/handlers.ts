/**
 * The account routes as plain Request → Response functions over injected settings, so they are tested without a
 * server; routes.ts wires them to this site's settings and src/app/(payload)/api/account/ serves them.
 * See README.md for the rules.
 */
import * as client from 'openid-client'

import { isSafeRedirectPath, safeRedirectPath } from '@/lib/paths'
import type { AccountSession } from '@/lib/account'
import type { RateLimiter, SharedRateLimiter } from '@/server/rate-limit'
import { ACCOUNT_ROUTES_PATH, cookie, COOKIES, readCookie, removal } from './cookies'
import { SIGN_IN_MESSAGES, signInErrorPage } from './error-page'
import { keyring, seal, seconds, unseal } from './sealed'
import { createRevokedSessions, type RevokedSessions } from './revoked-sessions'
import { readSession, renewSession, sessionCookieAge, sessionEnd, startSession, SESSION_LIMITS } from './session'

export type IdentitySettings = { issuer: string; clientId: string; clientSecret: string; redirectUrl: string; postLogoutUrl: string }

export type AccountParts = {
  identity: IdentitySettings
  /** This site's address: where the logout form must come from. */
  siteUrl: string
  /** SESSION_KEYS, newest first. */
  sessionKeys: readonly string[]
  /** Secure cookies (all but the local demo on plain http). */
  secureCookies: boolean
  /** Sign-in attempts (login and callback) per client. */
  limiter: RateLimiter | SharedRateLimiter
  clientAddress: (headers: Headers) => string
  /** Sessions signed out (default: this process's memory only). */
  revoked?: RevokedSessions
  log?: (message: string) => void
  now?: () => number
  /** How long the provider may take to answer, in seconds. */
  timeoutSeconds?: number
}

/** How long a sign-in may take at the provider. */
const SIGN_IN_SECONDS = 10 * 60
const SIGN_IN_AUDIENCE = 'account-sign-in'

/** A failure that the visitor sees as the error page. */
class SignInProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** Whether an error of openid-client means the provider could not be reached or failed itself (502), not a bad answer. */
const providerDown = (error: unknown) =>
  error instanceof TypeError ||
  (error instanceof Error && ['TimeoutError', 'AbortError'].includes(error.name)) ||
  (error instanceof client.ResponseBodyError && error.status >= 500) ||
  (error instanceof client.ClientError && error.cause instanceof Response && error.cause.status >= 500)

const withCookies = (response: Response, cookies: string[]) => {
  for (const value of cookies) response.headers.append('set-cookie', value)
  return response
}

const redirect = (location: string, cookies: string[] = []) => withCookies(new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } }), cookies)

const retryAfter = (response: Response, wait: number) => {
  response.headers.set('retry-after', String(wait))
  return response
}

export function accountEndpoints(parts: AccountParts) {
  const now = parts.now ?? Date.now
  const log = parts.log ?? ((message: string) => console.error(message))
  const ring = keyring(parts.sessionKeys)
  const secure = parts.secureCookies
  const siteOrigin = new URL(parts.siteUrl).origin
  const { identity } = parts
  const revoked = parts.revoked ?? createRevokedSessions({ redis: null })

  /** The visitor's session, or null when signed out: no cookie, an unreadable or expired one, or one signed out. */
  async function currentSession(request: Request) {
    const session = await readSession(ring, readCookie(request.headers, COOKIES.session), now())
    return session && !(await revoked.isRevoked(session.id)) ? session : null
  }

  let configuration: Promise<client.Configuration> | null = null
  /** The provider's settings, discovered once; a failed discovery is tried again on the next sign-in. */
  function provider(): Promise<client.Configuration> {
    configuration ??= client
      // client_secret_basic: what OpenID Connect providers take when a client names no other method.
      .discovery(new URL(identity.issuer), identity.clientId, identity.clientSecret, client.ClientSecretBasic(identity.clientSecret), {
        timeout: parts.timeoutSeconds ?? 10,
        execute: new URL(identity.issuer).protocol === 'http:' ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        configuration = null
        throw error
      })
    return configuration
  }

  /** Counts a sign-in attempt of the client; the error page when it has made too many. */
  async function limited(request: Request, returnPath: string): Promise<Response | null> {
    const address = parts.clientAddress(request.headers)
    const wait = await parts.limiter.retryAfter(address)
    if (wait > 0) return retryAfter(signInErrorPage({ status: 429, message: SIGN_IN_MESSAGES.tooMany, returnPath, tryAgain: false }), wait)
    await parts.limiter.hit(address)
    return null
  }

  const sessionCookies = (value: string, maxAge: number) => [
    cookie(COOKIES.session, value, { maxAge, secure }),
    cookie(COOKIES.user, '1', { maxAge, secure, httpOnly: false }),
  ]
  const signedOutCookies = () => [removal(COOKIES.session, { secure }), removal(COOKIES.user, { secure, httpOnly: false })]
  const signInCookiesRemoved = () => [removal(COOKIES.signIn, { secure, path: ACCOUNT_ROUTES_PATH }), removal(COOKIES.pathname, { secure, path: ACCOUNT_ROUTES_PATH })]

  /** GET /api/account/login?return=/path: remembers the page, then sends the visitor to the provider. */
  async function login(request: Request): Promise<Response> {
    const returnPath = safeRedirectPath(new URL(request.url).searchParams.get('return'))
    const refused = await limited(request, returnPath)
    if (refused) return refused
    let config: client.Configuration
    try {
      config = await provider()
    } catch (error) {
      log(`Sign-in: the identity provider ${identity.issuer} could not be reached (${String(error)})`)
      return signInErrorPage({ status: 502, message: SIGN_IN_MESSAGES.unreachable, returnPath })
    }
    const verifier = client.randomPKCECodeVerifier()
    const state = client.randomState()
    const nonce = client.randomNonce()
    const address = client.buildAuthorizationUrl(config, {
      redirect_uri: identity.redirectUrl,
      scope: 'openid profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    const at = seconds(now())
    const attempt = await seal(ring, { state, nonce, verifier }, { audience: SIGN_IN_AUDIENCE, issuedAt: at, expiresAt: at + SIGN_IN_SECONDS })
    const short = { maxAge: SIGN_IN_SECONDS, secure, path: ACCOUNT_ROUTES_PATH }
    return redirect(address.href, [cookie(COOKIES.signIn, attempt, short), cookie(COOKIES.pathname, returnPath, short)])
  }

  /** GET /api/account/callback: the provider sends the visitor back here with a code, checked, then exchanged. */
  async function callback(request: Request): Promise<Response> {
    const remembered = readCookie(request.headers, COOKIES.pathname)
    const returnPath = isSafeRedirectPath(remembered) ? safeRedirectPath(remembered) : '/'
    const refused = await limited(request, returnPath)
    if (refused) return refused
    try {
      const user = await signedInUser(request)
      const value = await startSession(ring, user, now())
      return redirect(new URL(returnPath, siteOrigin).href, [...sessionCookies(value, SESSION_LIMITS.absoluteSeconds), ...signInCookiesRemoved()])
    } catch (error) {
      const problem = error instanceof SignInProblem ? error : new SignInProblem(providerDown(error) ? 502 : 400, providerDown(error) ? SIGN_IN_MESSAGES.unreachable : SIGN_IN_MESSAGES.unconfirmed)
      if (!(error instanceof SignInProblem)) log(`Sign-in: the return from the identity provider failed (${String(error)})`)
      return withCookies(signInErrorPage({ status: problem.status, message: problem.message, returnPath }), signInCookiesRemoved())
    }
  }

  async function signedInUser(request: Request) {
    const given = new URL(request.url).searchParams
    if (given.has('error')) throw new SignInProblem(400, SIGN_IN_MESSAGES.refused)
    const sealed = readCookie(request.headers, COOKIES.signIn)
    if (!sealed) throw new SignInProblem(400, SIGN_IN_MESSAGES.noCookie)
    const attempt = await unseal(ring, sealed, { audience: SIGN_IN_AUDIENCE, now: now() })
    const { state, nonce, verifier } = attempt ?? {}
    if (typeof state !== 'string' || typeof nonce !== 'string' || typeof verifier !== 'string' || given.get('state') !== state || !given.get('code')) {
      throw new SignInProblem(400, SIGN_IN_MESSAGES.expired)
    }
    const config = await provider()
    // The address the provider sent the visitor to, whatever address this server was reached by.
    const current = new URL(identity.redirectUrl)
    current.search = given.toString()
    const tokens = await client.authorizationCodeGrant(config, current, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce, idTokenExpected: true })
    const claims = tokens.claims()
    if (!claims) throw new SignInProblem(400, SIGN_IN_MESSAGES.unconfirmed)
    // The ID token is kept only when the provider can be asked to sign the visitor out with it.
    const idToken = config.serverMetadata().end_session_endpoint ? tokens.id_token : undefined
    return { subject: claims.sub, name: displayName(claims), idToken }
  }

  /** GET /api/account/session: who is signed in, for the header; renews the idle limit now and then. */
  async function session(request: Request): Promise<Response> {
    const headers = new Headers({ 'cache-control': 'private, no-store' })
    const value = readCookie(request.headers, COOKIES.session)
    const current = value ? await currentSession(request) : null
    if (!current) {
      if (value || readCookie(request.headers, COOKIES.user) !== null) for (const removed of signedOutCookies()) headers.append('set-cookie', removed)
      return Response.json({ user: null } satisfies AccountSession, { headers })
    }
    const renewed = await renewSession(ring, current, now())
    if (renewed) for (const set of sessionCookies(renewed, sessionCookieAge(current, now()))) headers.append('set-cookie', set)
    return Response.json({ user: { name: current.name } } satisfies AccountSession, { headers })
  }

  /** POST /api/account/logout from this site's pages: signs out here, then at the provider when it can. */
  async function logout(request: Request): Promise<Response> {
    const origin = request.headers.get('origin')
    const site = request.headers.get('sec-fetch-site')
    if ((origin !== null && origin !== siteOrigin) || (site !== null && site !== 'same-origin' && site !== 'none')) {
      return signInErrorPage({ status: 403, message: SIGN_IN_MESSAGES.otherSite, returnPath: '/', tryAgain: false })
    }
    const current = await currentSession(request)
    // Every copy of the cookie reads as signed out from now on, on every instance.
    if (current) await revoked.revoke(current.id, sessionEnd(current))
    let location = new URL('/', siteOrigin).href
    if (current?.idToken) {
      try {
        const config = await provider()
        if (config.serverMetadata().end_session_endpoint) {
          location = client.buildEndSessionUrl(config, { id_token_hint: current.idToken, post_logout_redirect_uri: identity.postLogoutUrl }).href
        }
      } catch (error) {
        // Signed out here all the same; the provider's own session ends on its own.
        log(`Sign-out: the identity provider ${identity.issuer} could not be reached (${String(error)})`)
      }
    }
    return redirect(location, signedOutCookies())
  }

  return { login, callback, session, logout }
}

/** What the account bar calls the user: their name, else their user name or email, else a neutral word. */
export function displayName(claims: Record<string, unknown>): string {
  const text = (key: string) => (typeof claims[key] === 'string' ? (claims[key] as string).trim() : '')
  const full = [text('given_name'), text('family_name')].filter(Boolean).join(' ')
  return text('name') || full || text('preferred_username') || text('email') || 'Account'
}
