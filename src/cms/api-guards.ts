import { APIError, type Config, type Endpoint, NotFound, type Plugin, type PayloadRequest } from 'payload'

import { queryProblem } from './query-checks'

/** A query of the CMS API the database could not run is refused with 400 and what is wrong with it. */
function refuseQueryProblem({ req }: { req: PayloadRequest }): void {
  if (req.payloadAPI !== 'REST' || !req.searchParams) return
  const problem = queryProblem(req.searchParams)
  if (problem) throw new APIError(problem, 400, undefined, true)
}

/**
 * Documents are numbered (no collection has an id field of its own): an address naming a document by anything else
 * (`/api/pages/abc`, a misspelled operation) is not found, before the database is asked.
 */
function refuseTextId({ args, req }: { args: { id?: unknown }; req: PayloadRequest }): void {
  // The address's own text: the CMS reads `1abc` as document 1.
  const id = req.payloadAPI === 'REST' && typeof req.routeParams?.id === 'string' ? req.routeParams.id : args.id
  if (id !== undefined && id !== null && !/^\d+$/.test(String(id))) throw new NotFound(req.t)
}

/** The CMS API's answer for an address it does not serve, in its own error format. */
export const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
const absent = (method: Endpoint['method'], path: string): Endpoint => ({ method, path, handler: notFound })

/**
 * The CMS answers the addresses of versions on every collection and global, and e-mail verification on every
 * collection that signs users in, and fails with a server error where the feature is off: there they are not found.
 */
const withoutVersions = [absent('get', '/versions'), absent('get', '/versions/:id'), absent('post', '/versions/:id')]
const withoutVerification = [absent('post', '/verify/:token')]

type Entity = { hooks?: { beforeOperation?: unknown[] }; endpoints?: Endpoint[] | false; versions?: unknown; auth?: unknown }

function guarded<T extends Entity>(entity: T, checks: unknown[]): T {
  const auth = entity.auth as { verify?: unknown } | boolean | undefined
  const unoffered = [...(entity.versions ? [] : withoutVersions), ...(auth && !(typeof auth === 'object' && auth.verify) ? withoutVerification : [])]
  return {
    ...entity,
    hooks: { ...entity.hooks, beforeOperation: [...checks, ...(entity.hooks?.beforeOperation ?? [])] },
    endpoints: entity.endpoints === false ? false : [...(entity.endpoints ?? []), ...unoffered],
  }
}

/**
 * A plugin: the CMS API answers a request it cannot serve with a short 4xx. Every collection and global checks the
 * query of a request before any operation runs it (and a collection the document's id), and answers 404 for the
 * features it does not have.
 */
export const apiGuards: Plugin = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => guarded(collection, [refuseQueryProblem, refuseTextId])),
  globals: (config.globals ?? []).map((global) => guarded(global, [refuseQueryProblem])),
})
