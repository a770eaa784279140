/**
 * The CMS's mail in development without a mail service (SMTP_URL unset: a command-line run, a server started by
 * hand): each mail (to, subject, text, html, headers) is appended as one JSON line to `mail-outbox.jsonl` beside the
 * media folder, in the database's data folder, so nothing sent is lost. `npm start`, the tests and every deployment
 * send through SMTP (`email-smtp.ts`).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { EmailAdapter, SendEmailOptions } from 'payload'

export const MAIL_OUTBOX_FILE = 'mail-outbox.jsonl'

/** The outbox file for a media folder. */
export const mailOutboxPath = (mediaDir: string) => path.join(path.dirname(path.resolve(mediaDir)), MAIL_OUTBOX_FILE)

export type OutboxMail = { to: string; from: string; subject: string; text: string; html: string; headers: Record<string, string>; sentAt: string }

const addressText = (value: SendEmailOptions['to'] | SendEmailOptions['from']): string => {
  if (!value) return ''
  if (Array.isArray(value)) return value.map(addressText).join(', ')
  return typeof value === 'string' ? value : value.address
}

const headerRecord = (headers: SendEmailOptions['headers']): Record<string, string> => {
  if (!headers || Array.isArray(headers)) return {}
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, typeof value === 'string' ? value : String(Array.isArray(value) ? value.join(', ') : (value as { value?: unknown }).value)]))
}

export const outboxEmailAdapter =
  (mediaDir: string): EmailAdapter =>
  () => ({
    name: 'outbox',
    defaultFromAddress: 'updates@heartwiselearning.org',
    defaultFromName: 'Heartwise Learning',
    sendEmail: async (message) => {
      const file = mailOutboxPath(mediaDir)
      const mail: OutboxMail = {
        to: addressText(message.to),
        from: addressText(message.from) || 'Heartwise Learning <updates@heartwiselearning.org>',
        subject: String(message.subject ?? ''),
        text: typeof message.text === 'string' ? message.text : '',
        html: typeof message.html === 'string' ? message.html : '',
        headers: headerRecord(message.headers),
        sentAt: new Date().toISOString(),
      }
      await fs.promises.mkdir(path.dirname(file), { recursive: true })
      // One write per mail, opened for appending: lines of several processes never interleave.
      await fs.promises.appendFile(file, `${JSON.stringify(mail)}\n`, { mode: 0o600 })
      return { accepted: [mail.to] }
    },
  })
