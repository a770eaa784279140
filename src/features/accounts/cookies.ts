import { USER_COOKIE } from '@/lib/account'

/**
 * The cookies of signing in. All are SameSite=Lax (sent when the provider sends the visitor back, never with
 * other sites' requests), and Secure unless the local demo is served over plain http.
 */
export const COOKIES = {
  /** The session (session.ts): httpOnly, so page scripts never see it. */
  session: 'account_session',
  /** "1" while signed in: tells the header's script there is a session to ask about. Holds nothing secret. */
  user: USER_COOKIE,
  /** A sign-in under way: state, nonce and PKCE verifier, sealed; httpOnly, for the account routes only. */
  signIn: 'account_sign_in',
  /** The page to return to after signing in; httpOnly, for the account routes only. */
  pathname: 'pathname',
} as const

/** Where the short-lived sign-in cookies are sent: the account routes only. */
export const ACCOUNT_ROUTES_PATH = '/api/account'

type CookieOptions = { maxAge: number; secure: boolean; httpOnly?: boolean; path?: string }

/** A Set-Cookie value; `maxAge` 0 removes the cookie. Values are base64url, digits or a checked path, encoded all the same. */
export function cookie(name: string, value: string, { maxAge, secure, httpOnly = true, path = '/' }: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${path}`, `Max-Age=${Math.max(0, Math.floor(maxAge))}`, 'SameSite=Lax']
  if (httpOnly) parts.push('HttpOnly')
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

/** Removes a cookie set with the same name and path. */
export const removal = (name: string, { secure, httpOnly = true, path = '/' }: Omit<CookieOptions, 'maxAge'>) => cookie(name, '', { maxAge: 0, secure, httpOnly, path })

/** A cookie's value in a request, or null. A malformed Cookie header reads as having none of ours. */
export function readCookie(headers: Headers, name: string): string | null {
  for (const pair of (headers.get('cookie') ?? '').split(';')) {
    const at = pair.indexOf('=')
    if (at === -1 || pair.slice(0, at).trim() !== name) continue
    try {
      return decodeURIComponent(pair.slice(at + 1).trim())
    } catch {
      return null
    }
  }
  return null
}
