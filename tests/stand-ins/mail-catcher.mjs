/**
 * A mail catcher for the local demo and the tests: an SMTP server that accepts every mail (no sign-in, no TLS) and
 * keeps the last 500 in memory, and a web page that lists them, newest first.
 *
 * - SMTP on MAIL_CATCHER_SMTP_PORT (default 1025): what the site's SMTP_URL points at (`smtp://127.0.0.1:1025`).
 * - HTTP on MAIL_CATCHER_PORT (default 1080): `/` the list, `/mails/<id>` one mail as the recipient's mail program
 *   shows it, `/api/mails` (optionally `?to=<address>`) the mails as JSON, newest first, `/health`.
 *
 * Both listen on loopback only, unless MAIL_CATCHER_HOST names an interface.
 */
import http from 'node:http'

import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025)
const webPort = Number(process.env.MAIL_CATCHER_PORT ?? 1080)
const host = process.env.MAIL_CATCHER_HOST || '127.0.0.1'
const KEPT = 500

/** @type {{ id: number, receivedAt: string, from: string, to: string[], subject: string, text: string, html: string, headers: Record<string, string> }[]} */
const mails = []
let nextId = 1

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  banner: 'mail catcher',
  size: 10 * 1024 * 1024,
  onData(stream, session, done) {
    simpleParser(stream)
      .then((parsed) => {
        mails.unshift({
          id: nextId++,
          receivedAt: new Date().toISOString(),
          from: parsed.from?.text ?? session.envelope.mailFrom?.address ?? '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          // Each header as sent, unfolded: "List-Unsubscribe" → "<https://…>".
          headers: Object.fromEntries(
            parsed.headerLines.map(({ line }) => {
              const colon = line.indexOf(':')
              return [line.slice(0, colon), line.slice(colon + 1).replace(/\r?\n[ \t]+/g, ' ').trim()]
            }),
          ),
        })
        mails.length = Math.min(mails.length, KEPT)
        done()
      })
      .catch(done)
  },
})
const failed = (what) => (error) => {
  console.error(`Mail catcher: ${what}: ${error.message}${error.code === 'EADDRINUSE' ? ' (set MAIL_CATCHER_PORT or MAIL_CATCHER_SMTP_PORT to a free port)' : ''}`)
  if (error.code === 'EADDRINUSE') process.exit(1)
}
smtp.on('error', failed('SMTP'))
smtp.listen(smtpPort, host)

const escape = (value) => String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const page = (title, body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1f2933; }
  table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #cbd2d9; }
  a { color: #2f5f5c; } iframe { width: 100%; height: 32rem; border: 1px solid #cbd2d9; } pre { white-space: pre-wrap; }
</style></head><body>${body}</body></html>`

function listPage() {
  const rows = mails
    .map((mail) => `<tr><td><time datetime="${mail.receivedAt}">${escape(mail.receivedAt.replace('T', ' ').slice(0, 19))} UTC</time></td><td>${escape(mail.to.join(', '))}</td><td><a href="/mails/${mail.id}">${escape(mail.subject || '(no subject)')}</a></td></tr>`)
    .join('')
  const body = mails.length
    ? `<table><thead><tr><th scope="col">Received</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No mail has been sent yet. Mail the site sends (password resets, invitations, lead notices, confirmations) shows here.</p>'
  return page('Mail the site sent', `<h1>Mail the site sent</h1><p>Caught on this machine; nothing leaves it. Reload for new mail.</p>${body}`)
}

function mailPage(mail) {
  // The mail's own HTML in a sandboxed frame: no scripts, no access to this page.
  const html = mail.html ? `<h2>As HTML</h2><iframe title="The mail as HTML" sandbox srcdoc="${escape(mail.html)}"></iframe>` : ''
  return page(
    mail.subject || 'Mail',
    `<p><a href="/">All mail</a></p><h1>${escape(mail.subject || '(no subject)')}</h1>
<dl><dt>From</dt><dd>${escape(mail.from)}</dd><dt>To</dt><dd>${escape(mail.to.join(', '))}</dd><dt>Received</dt><dd>${escape(mail.receivedAt)}</dd></dl>
${html}<h2>As plain text</h2><pre>${escape(mail.text)}</pre>`,
  )
}

http
  .createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://catcher')
    const send = (status, type, body) => response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body)
    if (request.method !== 'GET') return send(405, 'text/plain', 'GET only')
    if (url.pathname === '/health') return send(200, 'text/plain', 'ok')
    if (url.pathname === '/') return send(200, 'text/html; charset=utf-8', listPage())
    if (url.pathname === '/api/mails') {
      const to = url.searchParams.get('to')?.toLowerCase()
      return send(200, 'application/json', JSON.stringify(to ? mails.filter((mail) => mail.to.includes(to)) : mails))
    }
    const one = /^\/mails\/(\d+)$/.exec(url.pathname)
    const mail = one && mails.find((candidate) => candidate.id === Number(one[1]))
    if (mail) return send(200, 'text/html; charset=utf-8', mailPage(mail))
    return send(404, 'text/plain', 'not found')
  })
  .on('error', failed('web page'))
  .listen(webPort, host)

const stop = () => {
  smtp.close()
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
