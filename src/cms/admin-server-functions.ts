import { handleServerFunctions } from '@payloadcms/next/layouts'
import { headers } from 'next/headers'
import { notFound, unstable_rethrow } from 'next/navigation'
import { getPayload, type ImportMap, type SanitizedConfig } from 'payload'

import { logRefusal } from '@/server/refusal-log'

type Options = { config: Promise<SanitizedConfig> | SanitizedConfig; importMap: ImportMap }

const isCall = (args: unknown): args is { name: string; args?: unknown } =>
  typeof args === 'object' && args !== null && typeof (args as { name?: unknown }).name === 'string'

/** A name for the log: the function's name as sent, cut short and without odd characters. */
const shown = (name: string) => name.replace(/[^\w.-]/g, '?').slice(0, 60)

/**
 * The admin's one server function. Every admin function needs a signed-in editor (except while the CMS has no
 * account yet, when the first one is created), so a call without a session is refused before any of them runs:
 * 404, one short log line, never a server error. A call that names no function, or one Payload does not have, gets
 * an error answer.
 */
export async function answerServerFunction(args: unknown, { config, importMap }: Options): Promise<unknown> {
  if (!isCall(args)) return { error: 'Not an admin action.' }
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  const refuse = (why: string): never => {
    logRefusal(`admin server function "${shown(args.name)}" ${why}`)
    notFound()
  }
  if (!user) {
    const accounts = await payload.count({ collection: payload.config.admin.user as 'users', overrideAccess: true })
    if (accounts.totalDocs > 0) refuse('without a session')
  }
  try {
    return await handleServerFunctions({ ...args, args: (args.args ?? {}) as Record<string, unknown>, config, importMap })
  } catch (error) {
    unstable_rethrow(error)
    if (error instanceof Error && error.message.startsWith('Unknown Server Function')) return { error: 'Unknown admin action.' }
    if (!user) refuse(`failed without a session: ${error instanceof Error ? error.message : 'unknown error'}`)
    throw error
  }
}
