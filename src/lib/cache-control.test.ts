import { describe, expect, it } from 'vitest'

import { fileCacheControl } from './cache-control'

describe('fileCacheControl', () => {
  it('keeps a versioned file for good', () => {
    expect(fileCacheControl(new URL('http://site/api/media/file/hero.png?v=lx3k2'))).toBe('public, max-age=31536000, immutable')
  })

  it('keeps a plain address for an hour, then revalidates it in the background', () => {
    expect(fileCacheControl(new URL('http://site/api/media/file/hero.png'))).toBe('public, max-age=3600, stale-while-revalidate=86400')
  })
})
