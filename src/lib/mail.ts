/**
 * The one look of every mail the site writes itself: the site's name over a short message in its colours, one
 * button, and the same words as plain text for mail programs that show no HTML. Text in, escaped here: callers never
 * write HTML.
 */
import { fallbackTheme } from './theme'

export const SITE_NAME = 'Heartwise Learning'

export type MailContent = {
  /** The mail's subject, also its heading. */
  subject: string
  /** Paragraphs of plain text, in order, above the button. */
  paragraphs: string[]
  /** The one thing to do: a button in HTML, "label: url" in the text. */
  action?: { label: string; url: string }
  /** Small print under the button (why the mail came, what happens if it is ignored). */
  notes?: string[]
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const TEXT = '#1f2933'
const MUTED = '#52606d'

/** The HTML and plain-text parts of a mail. */
export function composeMail({ subject, paragraphs, action, notes = [] }: MailContent): { subject: string; html: string; text: string } {
  const paragraph = (text: string, color = TEXT, size = 16) => `<p style="margin:0 0 16px;color:${color};font-size:${size}px;line-height:1.5;overflow-wrap:anywhere">${escapeHtml(text)}</p>`
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 24px;border-radius:4px;background:${fallbackTheme.primaryColor};color:#ffffff;font-weight:700;text-decoration:none">${escapeHtml(action.label)}</a></p>` +
      paragraph(`If the button does not work, copy this address into your browser: ${action.url}`, MUTED, 14)
    : ''
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:${fallbackTheme.grayColor};font-family:Arial,Helvetica,sans-serif">`,
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;overflow:hidden">',
    `<div style="padding:16px 24px;background:${fallbackTheme.primaryColor};color:#ffffff;font-size:18px;font-weight:700">${SITE_NAME}</div>`,
    '<div style="padding:24px">',
    `<h1 style="margin:0 0 16px;color:${TEXT};font-size:22px">${escapeHtml(subject)}</h1>`,
    ...paragraphs.map((text) => paragraph(text)),
    button,
    ...notes.map((text) => paragraph(text, MUTED, 14)),
    '</div></div></body></html>',
  ].join('\n')
  const text = [SITE_NAME, '', subject, '', ...paragraphs.flatMap((text) => [text, '']), ...(action ? [`${action.label}: ${action.url}`, ''] : []), ...notes.flatMap((text) => [text, ''])]
    .join('\n')
    .trimEnd()
  return { subject, html, text: `${text}\n` }
}
