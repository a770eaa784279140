/**
 * Signing in, as the header's account bar (src/components/shell) and the account routes (src/features/accounts) both
 * see it, so both sides agree on addresses, the answer and the display cookie.
 */
export const ACCOUNT_SESSION_PATH = '/api/account/session'
export const ACCOUNT_LOGOUT_PATH = '/api/account/logout'
export const ACCOUNT_LOGIN_PATH = '/api/account/login'

/** Set while signed in, readable by page scripts; holds nothing secret. Without it nobody is signed in. */
export const USER_COOKIE = 'user'

/** The answer of GET /api/account/session. */
export type AccountSession = { user: { name: string } | null }

/** Where the 'Log in' link goes: the login route, told to come back to `returnPath`. */
export const loginAddress = (returnPath: string) => `${ACCOUNT_LOGIN_PATH}?return=${encodeURIComponent(returnPath)}`

/** The signed-in user of an answer (null when signed out), or undefined when the answer is not one. */
export function accountUserOf(body: unknown): AccountSession['user'] | undefined {
  if (typeof body !== 'object' || body === null || !('user' in body)) return undefined
  const { user } = body as { user: unknown }
  if (user === null) return null
  const name = (user as { name?: unknown } | undefined)?.name
  return typeof name === 'string' && name.trim() ? { name } : undefined
}

/** Whether a `document.cookie` string holds the display cookie. */
export const hasUserCookie = (cookies: string) => cookies.split(';').some((pair) => pair.trim().startsWith(`${USER_COOKIE}=`))
