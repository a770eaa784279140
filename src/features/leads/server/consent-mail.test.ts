import { expect, it } from 'vitest'

import { confirmationMail, consentLinks } from './consent-mail'
import { checkConsentToken } from './consent-token'

it('asks to confirm with a confirm link and carries a working unsubscribe link, also as List-Unsubscribe', () => {
  const links = consentLinks('Maya@School.example', 'https://site.example/', 'k'.repeat(32))
  const mail = confirmationMail('maya@school.example', links)
  expect(mail.to).toBe('maya@school.example')
  for (const body of [mail.text, mail.html]) {
    expect(body).toContain(links.confirm)
    expect(body).toContain(links.unsubscribe)
  }
  expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
  const confirm = new URL(links.confirm)
  const unsubscribe = new URL(links.unsubscribe)
  expect(`${confirm.origin}${confirm.pathname}`).toBe('https://site.example/api/leads/confirm')
  expect(`${unsubscribe.origin}${unsubscribe.pathname}`).toBe('https://site.example/api/leads/unsubscribe')
  expect(checkConsentToken('confirm', confirm.searchParams.get('token'), 'k'.repeat(32))).toEqual({ status: 'valid', email: 'maya@school.example' })
  expect(checkConsentToken('unsubscribe', unsubscribe.searchParams.get('token'), 'k'.repeat(32))).toEqual({ status: 'valid', email: 'maya@school.example' })
})
