import { stat } from 'node:fs/promises'
import path from 'node:path'

import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

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

const clientError = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

/** Database and cast errors caused by a value in the request (a text id where a number belongs, and the like). */
const isCastError = (error: unknown) =>
  error instanceof Error && /invalid input syntax|datatype mismatch|SQLITE_MISMATCH|\bNaN\b|Unexpected end of form|Malformed part header|Multipart: Boundary not found/i.test(error.message)

/** A request the CMS cannot serve, answered here with a short 4xx instead of a server error; null lets it through. */
async function rejectBadRequest(request: Request, slug: string[]): Promise<Response | null> {
  const cms = await config
  const collection = cms.collections.find((candidate) => candidate.slug === slug[0])
  // Our collections number their documents; Payload's own (payload-preferences…) address some by name.
  const numbered = collection && !collection.slug.startsWith('payload-')
  if (numbered && slug.length >= 2 && !/^\d+$/.test(slug[1]) && !operationsOf(collection).has(slug[1])) {
    return clientError(404, 'Not Found')
  }
  if (collection?.upload && slug[1] === 'file' && request.method === 'GET') {
    const staticDir = collection.upload.staticDir
    const name = slug.slice(2).join('/')
    const file = staticDir ? path.resolve(staticDir, name) : null
    const inside = Boolean(name && file?.startsWith(path.resolve(staticDir!) + path.sep))
    if (!inside || !(await stat(file!).catch(() => null))) return clientError(404, 'Not Found')
  }
  if (/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
    try {
      await request.clone().formData()
    } catch {
      return clientError(400, 'The form data could not be read.')
    }
  }
  return null
}

function guarded(handler: Handler): Handler {
  return async (request, context) => {
    const rejected = await rejectBadRequest(request, (await context.params).slug ?? [])
    if (rejected) return rejected
    try {
      const response = await handler(request, context)
      if (response.status >= 500) console.error(`CMS API ${request.method} ${new URL(request.url).pathname} answered ${response.status}`)
      return response
    } catch (error) {
      if (isCastError(error)) return clientError(400, 'The request holds a value of the wrong kind.')
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
