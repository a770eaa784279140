/**
 * The mail asking the owner of an address to confirm they want updates (local provider), sent through the CMS's
 * mail adapter. Like every mail the site sends, it carries a working unsubscribe link, also as List-Unsubscribe
 * (one-click, RFC 8058).
 */
import type { Payload } from 'payload'

import type { ConsentMailer } from '../providers/local'
import { consentToken } from './consent-token'

export const CONSENT_PATHS = { confirm: '/api/leads/confirm', unsubscribe: '/api/leads/unsubscribe' } as const

export type ConsentLinks = { confirm: string; unsubscribe: string }

export const consentLinks = (email: string, siteUrl: string, secret: string, now = Date.now()): ConsentLinks => {
  const base = siteUrl.replace(/\/+$/, '')
  return {
    confirm: `${base}${CONSENT_PATHS.confirm}?token=${consentToken('confirm', email, secret, now)}`,
    unsubscribe: `${base}${CONSENT_PATHS.unsubscribe}?token=${consentToken('unsubscribe', email, secret, now)}`,
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The confirmation mail for `email`, with its links. */
export function confirmationMail(email: string, links: ConsentLinks) {
  const subject = 'Please confirm: updates from Heartwise Learning'
  const text = [
    'Someone, hopefully you, asked on our website to receive updates from Heartwise Learning at this address.',
    '',
    `To confirm, open: ${links.confirm}`,
    '',
    'If it was not you, ignore this mail: nothing will be sent to you. The link stops working after a week.',
    `To make sure you never get our updates: ${links.unsubscribe}`,
  ].join('\n')
  const html = [
    '<p>Someone, hopefully you, asked on our website to receive updates from Heartwise Learning at this address.</p>',
    `<p><a href="${escapeHtml(links.confirm)}">Yes, send me updates</a></p>`,
    '<p>If it was not you, ignore this mail: nothing will be sent to you. The link stops working after a week.</p>',
    `<p><a href="${escapeHtml(links.unsubscribe)}">Unsubscribe: never send me updates</a></p>`,
  ].join('\n')
  return {
    to: email,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}

export const consentMailer = (payload: Payload, siteUrl: string, secret: string): ConsentMailer => ({
  askToConfirm: async (email) => {
    await payload.sendEmail(confirmationMail(email, consentLinks(email, siteUrl, secret)))
  },
})
