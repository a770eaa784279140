/**
 * The CMS's mail through an SMTP service (Payload's nodemailer adapter): `url` is smtp:// or smtps://, with the
 * account in it; `from` is "Name <address>" or an address. The connection is checked at start, and a failure is
 * logged, not fatal: the site serves, and mail waits for the service (each send reports its own failure).
 */
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'

/** The name and address of a From value ("Heartwise Learning <updates@…>" or a bare address). */
export function fromParts(from: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from)
  return match ? { name: match[1].trim(), address: match[2].trim() } : { name: '', address: from.trim() }
}

/** The SMTP connection of `url`: host, port (465 for smtps, 587 otherwise), TLS from the start for smtps, account. */
export function smtpOptions(url: string) {
  const parsed = new URL(url)
  const secure = parsed.protocol === 'smtps:'
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    ...(parsed.username ? { auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } } : {}),
  }
}

export const smtpEmailAdapter = (url: string, from: string) => {
  const { name, address } = fromParts(from)
  return nodemailerAdapter({ defaultFromAddress: address, defaultFromName: name || address, transportOptions: smtpOptions(url) })
}
