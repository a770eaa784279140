import { expect, it } from 'vitest'

import { composeMail } from './mail'

it('writes the same message as HTML in the site’s colours and as plain text, escaping what it is given', () => {
  const mail = composeMail({
    subject: 'Set a <new> password',
    paragraphs: ['Someone asked & we answered.'],
    action: { label: 'Set it', url: 'https://www.example.org/admin/reset/abc?x=1&y=2' },
    notes: ['Ignore it if it was not you.'],
  })
  expect(mail.subject).toBe('Set a <new> password')
  expect(mail.html).toContain('<h1 style="margin:0 0 16px;color:#1f2933;font-size:22px">Set a &#60;new&#62; password</h1>')
  expect(mail.html).toContain('Someone asked &#38; we answered.')
  expect(mail.html).toContain('href="https://www.example.org/admin/reset/abc?x=1&#38;y=2"')
  expect(mail.html).toContain('background:#487a7b')
  expect(mail.html).not.toContain('<new>')
  expect(mail.text).toBe(
    ['Heartwise Learning', '', 'Set a <new> password', '', 'Someone asked & we answered.', '', 'Set it: https://www.example.org/admin/reset/abc?x=1&y=2', '', 'Ignore it if it was not you.', ''].join('\n'),
  )
})
