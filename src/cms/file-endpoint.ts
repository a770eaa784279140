import { stat } from 'node:fs/promises'
import path from 'node:path'

import type { Endpoint, PayloadHandler, PayloadRequest, SanitizedCollectionConfig } from 'payload'

import { fileCacheControl, mediaVersion } from '@/lib/cache-control'
import { env } from '@/server/env'
import { notFound } from './api-guards'

/** Where the CMS sends an upload collection's files (/api/<collection>/file/<name>). */
export const FILE_PATH = '/file/:filename'

/** Whether a record of the collection has a file (the original or a resized copy) of this name. */
async function namedByRecord(req: PayloadRequest, collection: SanitizedCollectionConfig, name: string): Promise<boolean> {
  if (!name || name.includes('/')) return false
  const sizes = (collection.upload.imageSizes ?? []).map((size) => ({ [`sizes.${size.name}.filename`]: { equals: name } }))
  const { totalDocs } = await req.payload.count({ collection: collection.slug as 'media', where: { or: [{ filename: { equals: name } }, ...sizes] }, overrideAccess: true })
  return totalDocs > 0
}

/** Whether the file is on the local disk, inside the collection's folder. */
async function onDisk(collection: SanitizedCollectionConfig, name: string): Promise<boolean> {
  const folder = collection.upload.staticDir
  if (!folder || !name) return false
  const file = path.resolve(folder, name)
  return file.startsWith(path.resolve(folder) + path.sep) && Boolean(await stat(file).catch(() => null))
}

/** A versioned address (`?v=`) names the record's current file only: any other version is not found. */
async function unknownVersion(req: PayloadRequest, collection: SanitizedCollectionConfig, name: string, version: string | null): Promise<boolean> {
  if (version === null) return false
  const { docs } = await req.payload.find({ collection: collection.slug as 'media', where: { filename: { equals: name } }, depth: 0, limit: 1, overrideAccess: true })
  return !docs[0] || mediaVersion(docs[0].updatedAt) !== version
}

/** The CMS's own handler of the file address, which this endpoint wraps. */
function cmsFileHandler(collection: SanitizedCollectionConfig): PayloadHandler {
  const endpoints = Array.isArray(collection.endpoints) ? collection.endpoints : []
  const own = endpoints.find((endpoint) => endpoint.path === FILE_PATH && endpoint.method === 'get' && endpoint !== fileEndpoint)
  if (!own) throw new Error(`The CMS no longer serves ${collection.slug} files at ${FILE_PATH}: the file endpoint (src/cms/file-endpoint.ts) must follow it.`)
  return own.handler
}

/**
 * The address of an upload collection's files, in front of the CMS's own: a file that is not there (on the disk,
 * or named by a record in the bucket) or a version the record does not have is a short 404 instead of the CMS's
 * server error, and a file sent is marked cacheable (a year for a versioned address, an hour for a plain one).
 */
export const fileEndpoint: Endpoint = {
  path: FILE_PATH,
  method: 'get',
  handler: async (req) => {
    const collection = req.payload.collections[String(req.routeParams?.collection) as 'media'].config
    const name = String(req.routeParams?.filename ?? '')
    const present = env.s3 ? await namedByRecord(req, collection, name) : await onDisk(collection, name)
    if (!present || (await unknownVersion(req, collection, name, req.searchParams.get('v')))) return notFound()
    const response = await cmsFileHandler(collection)(req)
    if (response.status === 200 || response.status === 206) response.headers.set('Cache-Control', fileCacheControl(new URL(req.url!)))
    return response
  },
}
