import { expect, it } from 'vitest'

import { fromParts, smtpOptions } from './email-smtp'

it('reads the SMTP service, its port and its account from one address', () => {
  expect(smtpOptions('smtps://site%40example.org:p%3Ass@smtp.example.org')).toEqual({ host: 'smtp.example.org', port: 465, secure: true, auth: { user: 'site@example.org', pass: 'p:ss' } })
  expect(smtpOptions('smtp://smtp.example.org')).toEqual({ host: 'smtp.example.org', port: 587, secure: false })
  expect(smtpOptions('smtp://127.0.0.1:1025')).toEqual({ host: '127.0.0.1', port: 1025, secure: false })
})

it('splits a From value into its name and address', () => {
  expect(fromParts('Heartwise Learning <updates@heartwiselearning.org>')).toEqual({ name: 'Heartwise Learning', address: 'updates@heartwiselearning.org' })
  expect(fromParts('"Heartwise, Learning" <a@b.org>')).toEqual({ name: 'Heartwise, Learning', address: 'a@b.org' })
  expect(fromParts('updates@heartwiselearning.org')).toEqual({ name: '', address: 'updates@heartwiselearning.org' })
})
