/**
 * The page a visitor sees when signing in or out does not work: what happened in plain words, a link to try again
 * and a link back. Plain HTML with its styles inline, no script, never a stack trace.
 */
import { loginAddress } from '@/lib/account'

export const SIGN_IN_MESSAGES = {
  expired: 'This sign-in has expired or was already used. Please try signing in again.',
  // The callback came without the cookie the sign-in started with: a blocked cookie, or another address of the site.
  noCookie:
    "Your browser did not send back this sign-in's cookie: it may block cookies for this site, or the sign-in was started at another address of the site. Please try signing in again.",
  refused: 'The sign-in was cancelled or refused at the identity provider.',
  unconfirmed: "The identity provider's answer could not be confirmed. Please try signing in again.",
  unreachable: 'The sign-in service cannot be reached right now. Please try again in a few minutes.',
  tooMany: 'There have been too many sign-in attempts from your network. Please wait a minute and try again.',
  otherSite: 'You can only sign out from our website.',
} as const

/** Safe in text and in double-quoted attributes. */
const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`)

/** No script; only the inline styles below. */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;color:#1d2b36;background:#f6f4ef}
main{max-width:36rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002}
h1{font-size:1.6rem;margin-top:0}a{color:#0b5c8a;font-weight:600}a:focus-visible{outline:3px solid #0b5c8a;outline-offset:2px}
ul{padding:0;list-style:none;display:flex;flex-wrap:wrap;gap:1rem 2rem}`

/**
 * The error page with `status`; `returnPath` is a checked site path (the page the visitor came from). `tryAgain`
 * offers a new sign-in to the same page.
 */
export function signInErrorPage({ status, message, returnPath, tryAgain = true }: { status: number; message: string; returnPath: string; tryAgain?: boolean }): Response {
  const back = escape(returnPath)
  const again = tryAgain ? `<li><a href="${escape(loginAddress(returnPath))}">Try signing in again</a></li>` : ''
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Sign-in problem</title><style>${STYLE}</style></head>
<body><main><h1>Sign-in problem</h1><p>${escape(message)}</p>
<ul>${again}<li><a href="${back}">Back to the page you were on</a></li></ul></main></body></html>`
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': PAGE_POLICY } })
}
