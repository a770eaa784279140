import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { expect, it } from 'vitest'

import { mailOutboxPath, outboxEmailAdapter } from './email-outbox'

it('writes each mail as one JSON line beside the media folder', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'))
  const adapter = outboxEmailAdapter(path.join(dir, 'media'))({ payload: {} as Payload })
  await adapter.sendEmail({ to: 'maya@school.example', subject: 'One', text: 'first', html: '<p>first</p>', headers: { 'List-Unsubscribe': '<https://site.example/u>' } })
  await adapter.sendEmail({ to: { name: 'Lee', address: 'lee@school.example' }, subject: 'Two', text: 'second' })
  expect(mailOutboxPath(path.join(dir, 'media'))).toBe(path.join(dir, 'mail-outbox.jsonl'))
  const lines = fs.readFileSync(path.join(dir, 'mail-outbox.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line))
  expect(lines).toMatchObject([
    { to: 'maya@school.example', subject: 'One', text: 'first', html: '<p>first</p>', headers: { 'List-Unsubscribe': '<https://site.example/u>' } },
    { to: 'lee@school.example', subject: 'Two', text: 'second', html: '', headers: {} },
  ])
  fs.rmSync(dir, { recursive: true })
})
