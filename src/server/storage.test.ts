import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, expect, it } from 'vitest'

import { startS3 } from '../../scripts/cluster/s3.mjs'
import { parseEnv, type LocalSecrets, type S3Settings } from './env'
import { storageReady } from './storage'

const secrets: LocalSecrets = { PAYLOAD_SECRET: 'p'.repeat(43), PREVIEW_SECRET: 'v'.repeat(43), REVALIDATE_SECRET: 'r'.repeat(43), SESSION_KEYS: 's'.repeat(43) }
const bucketOf = (source: Record<string, string>) => parseEnv(source, { local: () => secrets }).s3 as S3Settings

let s3: Awaited<ReturnType<typeof startS3>>
let dir: string
beforeAll(async () => {
  s3 = await startS3({ bucket: 'readiness' })
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-ready-'))
})
afterAll(async () => {
  await s3?.stop()
  fs.rmSync(dir, { recursive: true, force: true })
})

it('is ready while the bucket answers, and says quickly which bucket does not once the service is gone', async () => {
  const settings = bucketOf(s3.env)
  expect(await storageReady(settings)).toEqual({ ok: true })

  await s3.stop()
  const started = Date.now()
  const answer = await storageReady(settings)
  expect(answer.ok).toBe(false)
  expect(answer.reason).toMatch(/The bucket readiness does not answer/)
  expect(Date.now() - started).toBeLessThan(3000)
})

it('is not ready for a bucket that does not exist or keys the service refuses', async () => {
  const other = await startS3({ bucket: 'present' })
  try {
    expect(await storageReady(bucketOf({ ...other.env, S3_BUCKET: 'absent' }))).toEqual({ ok: false, reason: expect.stringMatching(/absent .*no such bucket/) })
    expect(await storageReady(bucketOf({ ...other.env, S3_ACCESS_KEY_ID: 'unknown' }))).toEqual({ ok: false, reason: expect.stringMatching(/access refused/) })
    expect((await storageReady(bucketOf(other.env))).ok).toBe(true)
  } finally {
    await other.stop()
  }
})

it('without S3 is ready when the media folders can be written, creating them, and not when they cannot be', async () => {
  const media = path.join(dir, 'media')
  expect(await storageReady(null, [media, path.join(media, 'documents')])).toEqual({ ok: true })
  expect(fs.statSync(path.join(media, 'documents')).isDirectory()).toBe(true)

  // A folder that would have to be made inside a file.
  fs.writeFileSync(path.join(dir, 'a-file'), '')
  const answer = await storageReady(null, [path.join(dir, 'a-file', 'media')])
  expect(answer.ok).toBe(false)
  expect(answer.reason).toContain(path.join(dir, 'a-file', 'media'))
})
