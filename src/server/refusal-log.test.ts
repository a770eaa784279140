import { createRefusalLog, isRefusal } from './refusal-log'

function recorder(perMinute = 3) {
  const lines: string[] = []
  let time = 0
  const log = createRefusalLog({ perMinute, write: (line) => lines.push(line), now: () => time })
  return { lines, log, advance: (ms: number) => (time += ms) }
}

it('writes each refusal as one short line, without control characters', () => {
  const { lines, log } = recorder()
  log(`CMS API 403 You are not allowed\nat Object.<anonymous> (file.js:1:1)${'x'.repeat(500)}`)
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatch(/^Refused: CMS API 403 You are not allowed at Object/)
  expect(lines[0]).not.toContain('\n')
  expect(lines[0].length).toBeLessThanOrEqual(220)
})

it('writes at most the cap a minute, then one line, and counts the rest at the next minute', () => {
  const { lines, log, advance } = recorder(3)
  for (let index = 0; index < 1000; index++) log(`refusal ${index}`)
  expect(lines).toEqual(['Refused: refusal 0', 'Refused: refusal 1', 'Refused: refusal 2', 'Refused: more than 3 this minute; the rest of this minute are not logged one by one.'])
  advance(60_000)
  log('refusal after a minute')
  expect(lines.slice(4)).toEqual(['Refused: 997 more in the previous minute, not logged one by one.', 'Refused: refusal after a minute'])
})

it('takes 4xx errors as refusals, never server errors', () => {
  expect(isRefusal({ status: 403, message: 'Forbidden' })).toBe(true)
  expect(isRefusal({ status: 429 })).toBe(true)
  expect(isRefusal({ status: 500 })).toBe(false)
  expect(isRefusal(new Error('boom'))).toBe(false)
  expect(isRefusal(null)).toBe(false)
})
