import { stat } from 'node:fs/promises'
import path from 'node:path'

import config from '@payload-config'
import { fileCacheControl, mediaVersion } from '@/lib/cache-control'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayload, type SanitizedCollectionConfig } from 'payload'

import { isCausedByTheRequest, wrongKindOfValue } from '@/cms/hooks/bad-request'
import { queryProblem } from '@/cms/query-checks'
import { env } from '@/server/env.server'

type Context = { params: Promise<{ slug: string[] }> }
type Handler = (request: Request, context: Context) => Promise<Response>

/** Operations addressed like a document (/api/<collection>/<name>) that are not document ids. */
const collectionOperations = ['access', 'count', 'distinct', 'file', 'first-register', 'forgot-password', 'init', 'login', 'logout', 'me', 'paste-url', 'refresh-token', 'reset-password', 'unlock', 'verify', 'versions']

/** The first level of a collection's own endpoints (/api/<collection>/<level>/…), besides the operations above. */
function operationsOf(collection: { endpoints?: unknown }): Set<string> {
  const own = Array.isArray(collection.endpoints) ? (collection.endpoints as { path?: unknown }[]) : []
  const levels = own.map((endpoint) => (typeof endpoint.path === 'string' ? endpoint.path.split('/')[1] : undefined))
  return new Set([...collectionOperations, ...levels.filter((level): level is string => Boolean(level) && !level!.startsWith(':'))])
}

/** Operations of collections that sign users in. */
const authOperations = new Set(['first-register', 'forgot-password', 'init', 'login', 'logout', 'me', 'refresh-token', 'reset-password', 'unlock', 'verify'])

type CollectionFeatures = { auth?: { verify?: unknown } | false | null; versions?: unknown }

/** Whether a collection has an operation: only those that keep versions have /versions, only sign-in ones the rest. */
function offers(collection: CollectionFeatures, operation: string): boolean {
  if (operation === 'versions') return Boolean(collection.versions)
  if (!authOperations.has(operation)) return true
  return Boolean(collection.auth) && (operation !== 'verify' || Boolean(collection.auth && collection.auth.verify))
}

const clientError = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

/** Payload's own bookkeeping collections that no API client reads or writes. */
const internalCollections = new Set(['payload-migrations'])

/** Operations a visitor without a session may send a body to (signing in, resetting a password…). */
const anonymousOperations = new Set(['login', 'logout', 'forgot-password', 'reset-password', 'refresh-token', 'first-register', 'verify', 'unlock', 'init'])
const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * A write by a visitor without an editor session is refused before its body is read: no collection takes
 * documents from visitors (leads come through their own endpoints), so reading a large body would be wasted work.
 */
async function refusedBeforeReading(request: Request, slug: string[]): Promise<Response | null> {
  if (!writes.has(request.method) || anonymousOperations.has(slug[1] ?? '')) return null
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  return user ? null : clientError(403, 'You are not allowed to perform this action.')
}

/** A media address with a version (`?v=`) names the record's current file only: any other version is not found. */
async function unknownVersion(slug: string[], version: string | null): Promise<boolean> {
  if (version === null) return false
  const payload = await getPayload({ config })
  const { docs } = await payload.find({ collection: slug[0] as 'media', where: { filename: { equals: slug.slice(2).join('/') } }, depth: 0, limit: 1, overrideAccess: true })
  return !docs[0] || mediaVersion(docs[0].updatedAt) !== version
}

/** Whether a record of the upload collection has a file (the original or a resized copy) of this name. */
async function namedByRecord(collection: SanitizedCollectionConfig, name: string): Promise<boolean> {
  if (!name || name.includes('/')) return false
  const sizes = (collection.upload.imageSizes ?? []).map((size) => ({ [`sizes.${size.name}.filename`]: { equals: name } }))
  const payload = await getPayload({ config })
  const { totalDocs } = await payload.count({ collection: collection.slug as 'media', where: { or: [{ filename: { equals: name } }, ...sizes] }, overrideAccess: true })
  return totalDocs > 0
}

/** A request the CMS cannot serve, answered here with a short 4xx instead of a server error; null lets it through. */
async function rejectBadRequest(request: Request, slug: string[]): Promise<Response | null> {
  const cms = await config
  if (internalCollections.has(slug[0])) return clientError(404, 'Not Found')
  const collection = cms.collections.find((candidate) => candidate.slug === slug[0])
  // Our collections number their documents; Payload's own (payload-preferences…) address some by name.
  const numbered = collection && !collection.slug.startsWith('payload-')
  if (numbered && slug.length >= 2 && !/^\d+$/.test(slug[1]) && !operationsOf(collection).has(slug[1])) {
    return clientError(404, 'Not Found')
  }
  if (collection && slug.length >= 2 && !offers(collection, slug[1])) return clientError(404, 'Not Found')
  const refused = await refusedBeforeReading(request, slug)
  if (refused) return refused
  if (collection?.upload && slug[1] === 'file' && request.method === 'GET') {
    const staticDir = collection.upload.staticDir
    const name = slug.slice(2).join('/')
    if (env.s3) {
      // In the bucket, only a file a record names is looked for.
      if (!(await namedByRecord(collection, name))) return clientError(404, 'Not Found')
    } else {
      const file = staticDir ? path.resolve(staticDir, name) : null
      const inside = Boolean(name && file?.startsWith(path.resolve(staticDir!) + path.sep))
      if (!inside || !(await stat(file!).catch(() => null))) return clientError(404, 'Not Found')
    }
    if (await unknownVersion(slug, new URL(request.url).searchParams.get('v'))) return clientError(404, 'Not Found')
  }
  const query = queryProblem(new URL(request.url).searchParams)
  if (query) return clientError(400, query)
  if (/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
    let form: FormData
    try {
      form = await request.clone().formData()
    } catch {
      return clientError(400, 'The form data could not be read.')
    }
    // The document's fields travel as JSON text in the `_payload` field.
    const fields = form.get('_payload')
    if (typeof fields === 'string') {
      try {
        JSON.parse(fields)
      } catch {
        return clientError(400, 'The _payload field must be JSON.')
      }
    }
  }
  return null
}

const isFileRead = (request: Request, slug: string[]) => request.method === 'GET' && slug[1] === 'file' && slug.length > 2

function guarded(handler: Handler): Handler {
  return async (request, context) => {
    const slug = (await context.params).slug ?? []
    const rejected = await rejectBadRequest(request, slug)
    if (rejected) return rejected
    try {
      const response = await handler(request, context)
      if (response.status >= 500) console.error(`CMS API ${request.method} ${new URL(request.url).pathname} answered ${response.status}`)
      if (isFileRead(request, slug) && (response.status === 200 || response.status === 206)) {
        const headers = new Headers(response.headers)
        headers.set('Cache-Control', fileCacheControl(new URL(request.url)))
        return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
      }
      return response
    } catch (error) {
      if (isCausedByTheRequest(error)) return clientError(400, wrongKindOfValue)
      console.error(`CMS API ${request.method} ${new URL(request.url).pathname} failed:`, error)
      return clientError(500, 'Something went wrong.')
    }
  }
}

export const GET = guarded(REST_GET(config))
export const POST = guarded(REST_POST(config))
export const DELETE = guarded(REST_DELETE(config))
export const PATCH = guarded(REST_PATCH(config))
export const PUT = guarded(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
