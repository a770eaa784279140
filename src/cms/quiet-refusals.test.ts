import { APIError, type Config, Forbidden, NotFound, type Payload } from 'payload'
import { afterEach, vi } from 'vitest'

import { quietRefusalLogs, quietRefusals } from './quiet-refusals'

afterEach(() => vi.restoreAllMocks())

function fakePayload() {
  const written: unknown[][] = []
  const logger = { error: (...args: unknown[]) => written.push(args) }
  return { payload: { logger } as unknown as Payload, written }
}

it('logs the CMS’s refusals (403, 404, 429) as one short line each, never with their stack', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const { payload, written } = fakePayload()
  quietRefusalLogs(payload)
  payload.logger.error({ err: new Forbidden() })
  payload.logger.error({ err: new NotFound() })
  payload.logger.error({ err: new APIError('Too many sign-in attempts from your address.', 429, null, true) })
  expect(written).toEqual([])
  const lines = warn.mock.calls.map(([line]) => String(line))
  expect(lines).toEqual([expect.stringMatching(/^Refused: CMS API 403 /), expect.stringMatching(/^Refused: CMS API 404 /), 'Refused: CMS API 429 Too many sign-in attempts from your address.'])
  expect(lines.join('')).not.toMatch(/\n|at .*\.js/)
  // A value the database cannot take is answered 400: a refusal too.
  payload.logger.error({ err: new Error('Failed query: select 1', { cause: new TypeError('undefined cannot be passed as argument to the database') }) })
  expect(written).toEqual([])
  expect(String(warn.mock.calls.at(-1)![0])).toBe('Refused: CMS API 400 The request holds a value of the wrong kind.')
})

it('keeps the full log of server errors and of anything else', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const { payload, written } = fakePayload()
  quietRefusalLogs(payload)
  const broken = new APIError('The database is gone.')
  payload.logger.error({ err: broken })
  payload.logger.error('A plain message')
  expect(written).toEqual([[{ err: broken }], ['A plain message']])
  expect(warn).not.toHaveBeenCalled()
})

it('logs Payload’s refusal errors at the error level, so each goes through the capped log', async () => {
  const started: string[] = []
  const config = (await quietRefusals({ onInit: async () => void started.push('site'), loggingLevels: { Locked: false } } as never)) as Config
  expect(config.loggingLevels).toMatchObject({ Forbidden: 'error', NotFound: 'error', ValidationError: 'error', Locked: false })
  await config.onInit!(fakePayload().payload)
  expect(started).toEqual(['site'])
})
