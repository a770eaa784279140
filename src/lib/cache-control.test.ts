import fs from 'node:fs'
import { describe, expect, it } from 'vitest'

import { fileCacheControl, PAGE_FRESH_SECONDS, PAGE_STALE_SECONDS } from './cache-control'

describe('fileCacheControl', () => {
  it('keeps a versioned file for good', () => {
    expect(fileCacheControl(new URL('http://site/api/media/file/hero.png?v=lx3k2'))).toBe('public, max-age=31536000, immutable')
  })

  it('keeps a plain address for an hour, then revalidates it in the background', () => {
    expect(fileCacheControl(new URL('http://site/api/media/file/hero.png'))).toBe('public, max-age=3600, stale-while-revalidate=86400')
  })
})

describe('the page times', () => {
  // Next reads a route's `revalidate` only as a literal, so the page route and next.config.ts repeat the numbers.
  it('are the ones the page route and the Next configuration use', async () => {
    const page = fs.readFileSync(new URL('../app/(site)/[[...path]]/page.tsx', import.meta.url), 'utf8')
    expect(Number(/^export const revalidate = (\d+)$/m.exec(page)?.[1])).toBe(PAGE_FRESH_SECONDS)
    const nextConfig = (await import('../../next.config')).default as { expireTime?: number }
    expect(nextConfig.expireTime).toBe(PAGE_FRESH_SECONDS + PAGE_STALE_SECONDS)
  })
})
