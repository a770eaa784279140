import type { AfterErrorHook } from 'payload'

/**
 * Errors that a value in the request causes deep in the CMS or the database driver: a text id where a number
 * belongs, a date that is no date, a list where one value belongs, a repeated or huge `limit`, a form body or
 * boundary that cannot be read or is missing. The CMS builds every SQL statement of an API request from the
 * request's values (our code writes none), so a statement it got wrong (a "syntax error" from the database) came
 * from one of them.
 */
const causedByTheRequest =
  /invalid input syntax|datatype mismatch|SQLITE_MISMATCH|\bNaN\b|Only finite numbers|cannot be passed as argument|can only bind|row value misused|out of range for type|syntax error|incomplete input|Unexpected end of form|Malformed part header|Multipart: Boundary not found|Malformed content type|Unsupported content type|not eligible for file upload/i

/** Whether an error (or an error it wraps) was caused by a value in the request rather than by the server. */
export function isCausedByTheRequest(error: unknown): boolean {
  let current = error
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    if (causedByTheRequest.test(current.message)) return true
    // The CMS parses the JSON text of a form's `_payload` field without catching its errors.
    if (current instanceof SyntaxError && /\bJSON\b/.test(current.message)) return true
    current = current.cause
  }
  return false
}

export const wrongKindOfValue = 'The request holds a value of the wrong kind.'

/** The CMS API answers such errors with 400 and a short message instead of a server error. */
export const answerBadRequests: AfterErrorHook = ({ error }) => {
  const status = (error as { status?: unknown }).status
  if (typeof status === 'number' && status < 500) return
  if (!isCausedByTheRequest(error)) return
  return { status: 400, response: { errors: [{ message: wrongKindOfValue }] } }
}
