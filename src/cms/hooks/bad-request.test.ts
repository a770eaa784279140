import type { AfterErrorHookArgs } from 'payload'
import { expect, it } from 'vitest'

import { answerBadRequests, isCausedByTheRequest } from './bad-request'

const hook = (error: Error) => answerBadRequests({ error, context: {} } as unknown as AfterErrorHookArgs)

it('recognises database and form errors caused by a value in the request', () => {
  const wrapped = new Error('Failed query: select … limit (?, ?)', { cause: new Error('SQLITE_ERROR: row value misused') })
  for (const error of [
    wrapped,
    new Error('Failed query: … params: x,published,100000000000000000000: datatype mismatch'),
    new Error('params: NaN,NaN: Only finite numbers (not Infinity or NaN) can be passed as arguments'),
    new Error('params: : undefined cannot be passed as argument to the database'),
    new Error('invalid input syntax for type integer: "abc"'),
    // A text operator on a date field with text that is no date: the statement ends where the value belongs.
    new Error('Failed query: select count(*) from "media" where "media"."created_at" like ', { cause: new Error('SQLITE_ERROR: incomplete input') }),
    new Error('value "99999999999999999999" is out of range for type bigint'),
    new Error('Malformed content type'),
    new Error('Failed query: select count(*) from "pages" where ("pages"."updated_at" like  and …): SQLITE_ERROR: near "and": syntax error'),
    new Error('params: [object Object],published: SQLite3 can only bind numbers, strings, bigints, buffers, and null'),
    new Error('Unsupported content type: multipart/mixed; boundary=x'),
    // A form whose content type names no boundary.
    new Error('Request is not eligible for file upload'),
    // A form's `_payload` field that is not JSON.
    (() => {
      try {
        return JSON.parse('garbage')
      } catch (error) {
        return error as Error
      }
    })(),
  ]) {
    expect(isCausedByTheRequest(error), error.message).toBe(true)
  }
  for (const error of [new Error('SQLITE_BUSY: database is locked'), new Error('connect ECONNREFUSED'), new SyntaxError('Unexpected token in a template'), 'datatype mismatch', null]) {
    expect(isCausedByTheRequest(error), String(error)).toBe(false)
  }
})

it('turns such server errors into a short 400 and leaves every other error alone', () => {
  expect(hook(new Error('params: NaN: Only finite numbers'))).toEqual({ status: 400, response: { errors: [{ message: 'The request holds a value of the wrong kind.' }] } })
  expect(hook(new Error('SQLITE_BUSY: database is locked'))).toBeUndefined()
  // Errors that already carry a client status keep it.
  expect(hook(Object.assign(new Error('datatype mismatch'), { status: 403 }))).toBeUndefined()
})
