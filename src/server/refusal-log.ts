/**
 * Expected refusals (a 4xx for a request a stranger chose) are logged as one short line each, without a stack, and at
 * most `perMinute` lines a minute for the whole process; past that, one line says that more were refused, and the
 * next minute starts with how many were left out. Real server errors are never sent here: they keep their full log.
 */

export type RefusalLog = (line: string) => void

type Options = { perMinute?: number; write?: (line: string) => void; now?: () => number }

const MINUTE = 60_000
const LINE_LENGTH = 200

/** One line: control characters removed, at most 200 characters. */
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').slice(0, LINE_LENGTH)

export function createRefusalLog({ perMinute = 20, write = (line) => console.warn(line), now = Date.now }: Options = {}): RefusalLog {
  let windowStart = -Infinity
  let written = 0
  let leftOut = 0
  return (line) => {
    const time = now()
    if (time - windowStart >= MINUTE) {
      if (leftOut > 0) write(`Refused: ${leftOut} more in the previous minute, not logged one by one.`)
      windowStart = time
      written = 0
      leftOut = 0
    }
    if (written < perMinute) {
      written += 1
      write(`Refused: ${oneLine(line)}`)
      return
    }
    if (leftOut === 0) write(`Refused: more than ${perMinute} this minute; the rest of this minute are not logged one by one.`)
    leftOut += 1
  }
}

const shared = Symbol.for('site.refusalLog')

/** The process's refusal log, one for every bundle that imports this module (the admin, the CMS API…). */
export function logRefusal(line: string): void {
  const holder = globalThis as { [shared]?: RefusalLog }
  holder[shared] ??= createRefusalLog()
  holder[shared](line)
}

/** Whether a logged error is an expected refusal: an error with a 4xx status (Payload's access, not-found, rate-limit errors…). */
export function isRefusal(error: unknown): error is { status: number; message?: unknown } {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 500
}
