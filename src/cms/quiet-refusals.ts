import type { Config, Payload, Plugin } from 'payload'

import { isRefusal, logRefusal } from '@/server/refusal-log'
import { isCausedByTheRequest, wrongKindOfValue } from './hooks/bad-request'

/**
 * Errors Payload raises for requests it refuses (403, 404, 401, 423, 400…). They are logged at the error level, so
 * that each passes through `quietRefusalLogs` below instead of being written one uncapped line apiece.
 */
const refusalNames = ['AuthenticationError', 'Forbidden', 'Locked', 'LockedAuth', 'MissingFile', 'NotFound', 'QueryError', 'UnverifiedEmail', 'ValidationError'] as const

type ErrorLog = { err?: unknown; msg?: unknown }

/**
 * Payload logs every refused API request as an error with its stack (about 1.3 KB each): an error of a 4xx status,
 * or a value the database cannot take (answered 400), becomes one short line in the capped refusal log instead. Everything else, server errors above all, is logged as
 * before, in full.
 */
export function quietRefusalLogs(payload: Payload): void {
  const logger = payload.logger
  const error = logger.error.bind(logger)
  logger.error = ((first: unknown, ...rest: unknown[]) => {
    const err = (first as ErrorLog | null)?.err
    if (isRefusal(err)) {
      logRefusal(`CMS API ${err.status} ${typeof err.message === 'string' ? err.message : ''}`)
      return
    }
    // A value the database cannot take, answered 400 (hooks/bad-request.ts).
    if (isCausedByTheRequest(err)) {
      logRefusal(`CMS API 400 ${wrongKindOfValue}`)
      return
    }
    return (error as (...args: unknown[]) => void)(first, ...rest)
  }) as typeof logger.error
}

/** A plugin: refusals logged short and capped from the CMS's start on. */
export const quietRefusals: Plugin = (config: Config): Config => ({
  ...config,
  loggingLevels: { ...Object.fromEntries(refusalNames.map((name) => [name, 'error'])), ...config.loggingLevels },
  onInit: async (payload) => {
    quietRefusalLogs(payload)
    await config.onInit?.(payload)
  },
})
