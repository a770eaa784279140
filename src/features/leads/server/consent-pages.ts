/**
 * The pages behind the links of the consent mail (local provider), as plain Request → Response functions over
 * injected parts; src/app/(payload)/api/leads/ wires them (consent-routes.ts). Opening a link shows a page with one
 * button, and only the button's POST changes anything, so a mail scanner that opens links changes nothing. The POST
 * is also the one-click unsubscribe of the List-Unsubscribe header (RFC 8058). A bad or expired token gets a 400 page.
 */
import type { ConfirmOutcome } from '../providers/local'
import { CONSENT_PATHS } from './consent-mail'
import { checkConsentToken, type ConsentPurpose } from './consent-token'

export type ConsentPageParts = {
  secret: string
  confirm: (email: string) => Promise<ConfirmOutcome>
  unsubscribe: (email: string) => Promise<void>
  log: (message: string, details: Record<string, unknown>) => void
  now?: () => number
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

type Page = { title: string; text: string; button?: { label: string; action: string } }

export function consentPage(status: number, { title, text, button }: Page): Response {
  const form = button
    ? `<form method="post" action="${escapeHtml(button.action)}"><button type="submit">${escapeHtml(button.label)}</button></form>`
    : ''
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Heartwise Learning</title>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
${form}
<p><a href="/">Heartwise Learning home page</a></p>
</main>
</body>
</html>
`
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' },
  })
}

const BAD_LINK: Page = {
  title: 'This link does not work',
  text: 'The link is incomplete or was changed. Please open it again from the mail, or copy the whole address.',
}
const EXPIRED: Page = {
  title: 'This link has expired',
  text: 'Confirmation links work for a week. To receive our updates, tick the box on one of our forms again and we will send you a new mail.',
}
const UNAVAILABLE: Page = { title: 'Please try again', text: 'We could not save your choice just now. Please open the link again in a moment.' }

export function consentPages(parts: ConsentPageParts) {
  const now = parts.now ?? Date.now

  /** The email of the request's token, or the page refusing it. */
  function read(purpose: ConsentPurpose, request: Request): { email: string; token: string } | Response {
    const token = new URL(request.url).searchParams.get('token') ?? ''
    const checked = checkConsentToken(purpose, token, parts.secret, now())
    if (checked.status === 'valid') return { email: checked.email, token }
    return consentPage(400, checked.status === 'expired' ? EXPIRED : BAD_LINK)
  }

  const action = (purpose: ConsentPurpose, token: string) => `${CONSENT_PATHS[purpose]}?token=${encodeURIComponent(token)}`

  /** The page a link opens: what pressing its button will do; nothing changes until it is pressed. */
  const show =
    (purpose: ConsentPurpose, page: (email: string) => { title: string; text: string; label: string }) =>
    (request: Request): Response => {
      const checked = read(purpose, request)
      if (checked instanceof Response) return checked
      const { title, text, label } = page(checked.email)
      return consentPage(200, { title, text, button: { label, action: action(purpose, checked.token) } })
    }

  async function act(purpose: ConsentPurpose, request: Request, run: (email: string) => Promise<Response>): Promise<Response> {
    const checked = read(purpose, request)
    if (checked instanceof Response) return checked
    try {
      return await run(checked.email)
    } catch (error) {
      parts.log(`A consent link could not be applied (${purpose})`, { error: String(error) })
      return consentPage(503, UNAVAILABLE)
    }
  }

  return {
    showConfirm: show('confirm', (email) => ({
      title: 'Confirm our updates',
      text: `Press the button to receive updates from Heartwise Learning at ${email}.`,
      label: 'Yes, send me updates',
    })),
    confirm: (request: Request) =>
      act('confirm', request, async (email) => {
        const outcome = await parts.confirm(email)
        if (outcome === 'confirmed' || outcome === 'already confirmed') {
          return consentPage(200, { title: 'Thank you', text: `You will receive our updates at ${email}. Every mail has a link to stop them.` })
        }
        return consentPage(409, {
          title: 'Nothing to confirm',
          text: 'Since this mail was sent, the address was set not to receive updates. To receive them, tick the box on one of our forms again.',
        })
      }),
    showUnsubscribe: show('unsubscribe', (email) => ({
      title: 'Stop our updates',
      text: `Press the button and we will not send updates to ${email}.`,
      label: 'Unsubscribe',
    })),
    unsubscribe: (request: Request) =>
      act('unsubscribe', request, async (email) => {
        await parts.unsubscribe(email)
        return consentPage(200, { title: 'You are unsubscribed', text: `We will not send updates to ${email}.` })
      }),
  }
}
