import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { startS3 } from '../../scripts/cluster/s3.mjs'
import { startTestCms } from '../../tests/support/test-cms'
import { mediaVersion } from '@/lib/cache-control'
import { drawDemoPdf } from '@/seed/documents'

/**
 * The CMS with its uploads in a bucket of the local S3 stand-in: files go into the bucket, nothing onto the disk, and
 * come back through the CMS API route at their usual addresses with the usual cache headers.
 */
let s3: Awaited<ReturnType<typeof startS3>>
let dir: string
let payload: Payload
let bucket: S3Client
let route: typeof import('@/app/(payload)/api/[...slug]/route')

beforeAll(async () => {
  s3 = await startS3({ bucket: 'site-uploads' })
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-in-s3-'))
  ;({ payload, route } = await startTestCms(dir, s3.env))
  const { s3ClientConfig } = await import('@/server/storage')
  const { env } = await import('@/server/env')
  bucket = new S3Client(s3ClientConfig(env.s3!))
}, 120_000)

afterAll(async () => {
  await payload?.destroy()
  bucket?.destroy()
  await s3?.stop()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** A new one for each upload: storing a file marks the context it is given. */
const context = () => ({ disableRevalidate: true })

/** A GET through the site's CMS API route, as a visitor sends it. */
function get(address: string, headers: HeadersInit = {}) {
  const url = new URL(address, 'http://localhost:3000')
  const slug = url.pathname.replace(/^\/api\//, '').split('/').map(decodeURIComponent)
  return route.GET(new Request(url, { headers }), { params: Promise.resolve({ slug }) })
}

async function inBucket(key: string): Promise<Buffer | null> {
  try {
    const object = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
    return Buffer.from(await object.Body!.transformToByteArray())
  } catch {
    return null
  }
}

const picture = () => sharp({ create: { width: 800, height: 500, channels: 3, background: '#2a7' } }).png().toBuffer()

it('stores an uploaded image and its resized copies in the bucket, and serves them back byte for byte with the immutable headers', async () => {
  const data = await picture()
  const doc = await payload.create({ collection: 'media', data: { alt: 'A green field' }, file: { data, mimetype: 'image/png', name: 'field.png', size: data.length }, context: context() })
  expect(doc.url).toBe('/api/media/file/field.png')
  expect(await inBucket('media/field.png')).toEqual(data)
  expect(doc.sizes?.thumbnail?.filename).toBe('field-400x250.png')
  expect(await inBucket('media/field-400x250.png')).not.toBeNull()
  expect(fs.existsSync(path.join(dir, 'media'))).toBe(false)

  const stored = await payload.findByID({ collection: 'media', id: doc.id })
  const versioned = await get(`/api/media/file/field.png?v=${mediaVersion(stored.updatedAt)}`)
  expect(versioned.status).toBe(200)
  expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  expect(versioned.headers.get('content-type')).toBe('image/png')
  expect(versioned.headers.get('content-length')).toBe(String(data.length))
  expect(Buffer.from(await versioned.arrayBuffer())).toEqual(data)

  const plain = await get('/api/media/file/field-400x250.png')
  expect(plain.status).toBe(200)
  expect(plain.headers.get('cache-control')).toBe('public, max-age=3600, stale-while-revalidate=86400')
  expect(Buffer.from(await plain.arrayBuffer())).toEqual(await inBucket('media/field-400x250.png'))
})

it('answers a range of the file, and 416 for a range past its end', async () => {
  const data = await picture()
  await payload.create({ collection: 'media', data: { alt: 'Another field' }, file: { data, mimetype: 'image/png', name: 'range.png', size: data.length }, context: context() })
  const part = await get('/api/media/file/range.png', { range: 'bytes=10-19' })
  expect(part.status).toBe(206)
  expect(part.headers.get('content-range')).toBe(`bytes 10-19/${data.length}`)
  expect(Buffer.from(await part.arrayBuffer())).toEqual(data.subarray(10, 20))
  expect((await get('/api/media/file/range.png', { range: `bytes=${data.length + 10}-` })).status).toBe(416)
})

it('answers 404, never a server error, for a file no record names or whose object is gone, and for an old version', async () => {
  expect((await get('/api/media/file/nothing-here.png')).status).toBe(404)
  expect((await get(`/api/media/file/${'x'.repeat(2000)}.png`)).status).toBe(404)
  expect((await get('/api/media/file/..%2F..%2Fetc%2Fpasswd')).status).toBe(404)
  expect((await get('/api/documents/file/nothing-here.pdf')).status).toBe(404)

  const data = await picture()
  const doc = await payload.create({ collection: 'media', data: { alt: 'Soon gone' }, file: { data, mimetype: 'image/png', name: 'gone.png', size: data.length }, context: context() })
  expect((await get('/api/media/file/gone.png?v=0')).status).toBe(404)
  await bucket.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: 'media/gone.png' }))
  expect((await get(`/api/media/file/gone.png?v=${mediaVersion(doc.updatedAt)}`)).status).toBe(404)
})

it('keeps documents in their own folder of the bucket, served as PDFs, and removes the files with the record', async () => {
  const data = drawDemoPdf('Guide', ['A page of the guide.'])
  const doc = await payload.create({ collection: 'documents', data: { title: 'Guide' }, file: { data, mimetype: 'application/pdf', name: 'guide.pdf', size: data.length }, context: context() })
  expect(await inBucket('documents/guide.pdf')).toEqual(data)
  const served = await get('/api/documents/file/guide.pdf')
  expect(served.status).toBe(200)
  expect(served.headers.get('content-type')).toBe('application/pdf')
  expect(Buffer.from(await served.arrayBuffer())).toEqual(data)

  await payload.delete({ collection: 'documents', id: doc.id, context: context() })
  expect(await inBucket('documents/guide.pdf')).toBeNull()
  expect((await get('/api/documents/file/guide.pdf')).status).toBe(404)
})
