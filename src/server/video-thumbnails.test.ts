import { describe, expect, it } from 'vitest'

import { createThumbnailCache, type Thumbnail } from './video-thumbnails'

const image = (size: number): Thumbnail => ({ bytes: new ArrayBuffer(size), type: 'image/jpeg' })

function setup(options: Partial<Parameters<typeof createThumbnailCache>[0]> = {}, answer: (id: string) => Thumbnail | null = () => image(10)) {
  let time = 0
  const fetched: string[] = []
  const cache = createThumbnailCache({
    fetchThumbnail: async (id) => {
      fetched.push(id)
      return answer(id)
    },
    now: () => time,
    ...options,
  })
  return { cache, fetched, advance: (ms: number) => (time += ms) }
}

describe('video thumbnail cache', () => {
  it('asks the host once per video, sharing one fetch between requests at once, until the day is over', async () => {
    const { cache, fetched, advance } = setup()
    await Promise.all([cache.get('abcdefghijk'), cache.get('abcdefghijk'), cache.get('abcdefghijk')])
    expect(await cache.get('abcdefghijk')).toEqual(image(10))
    expect(fetched).toEqual(['abcdefghijk'])
    advance(24 * 60 * 60_000 + 1)
    await cache.get('abcdefghijk')
    expect(fetched).toHaveLength(2)
  })

  it('remembers a failure for a few minutes only', async () => {
    const { cache, fetched, advance } = setup({}, () => null)
    expect(await cache.get('missingvid1')).toBeNull()
    expect(await cache.get('missingvid1')).toBeNull()
    expect(fetched).toHaveLength(1)
    advance(5 * 60_000 + 1)
    await cache.get('missingvid1')
    expect(fetched).toHaveLength(2)
  })

  it('stays within its entries and bytes, forgetting the least recently used first', async () => {
    const { cache } = setup({ maxEntries: 3, maxBytes: 25 })
    for (const id of ['a', 'b', 'c', 'a', 'd']) await cache.get(id)
    expect(cache.stats()).toEqual({ entries: 2, bytes: 20 })
    const { cache: small } = setup({ maxImageBytes: 5 })
    expect(await small.get('large')).toBeNull()
    expect(small.stats().bytes).toBe(0)
  })

  it('fetches a bounded number of new thumbnails a minute, whatever ids are asked for', async () => {
    const { cache, fetched, advance } = setup({ fetchesPerMinute: 3 })
    for (let i = 0; i < 10; i++) await cache.get(`video${i}`)
    expect(fetched).toHaveLength(3)
    advance(60_001)
    await cache.get('video9')
    expect(fetched).toHaveLength(4)
  })
})
