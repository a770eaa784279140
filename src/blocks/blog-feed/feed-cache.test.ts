import { describe, expect, it } from 'vitest'

import type { FeedPost } from './feed'
import { createFeedCache } from './feed-cache'

const post = (title: string): FeedPost => ({ title, link: `https://blog.example.org/${title}/`, published: null, categories: [] })

/** A cache over a feed whose next answer the test sets; each read waits until the test lets it finish. */
function setup() {
  let time = 0
  let answer: FeedPost[] | null = [post('first')]
  const reads: string[] = []
  const waiting: Array<() => void> = []
  const cache = createFeedCache({
    load: (url) => {
      reads.push(url)
      const now = answer
      return new Promise((resolve) => waiting.push(() => resolve(now)))
    },
    now: () => time,
  })
  const finishReads = async () => {
    while (waiting.length) waiting.shift()!()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return {
    cache,
    reads,
    finishReads,
    answer: (next: FeedPost[] | null) => (answer = next),
    advance: (ms: number) => (time += ms),
  }
}

describe('blog feed cache', () => {
  it('reads a feed once for requests at once, then serves it from memory for 15 minutes', async () => {
    const { cache, reads, finishReads, advance } = setup()
    const both = Promise.all([cache.get('https://blog.example.org/feed/'), cache.get('https://blog.example.org/feed/')])
    await finishReads()
    expect(await both).toEqual([[post('first')], [post('first')]])
    advance(15 * 60_000 - 1)
    expect(await cache.get('https://blog.example.org/feed/')).toEqual([post('first')])
    expect(reads).toHaveLength(1)
  })

  it('serves the posts it holds at once when they expire, and the refreshed posts after the background read', async () => {
    const { cache, reads, finishReads, answer, advance } = setup()
    const first = cache.get('/feed')
    await finishReads()
    await first
    advance(15 * 60_000)
    answer([post('second')])
    // Answered without waiting for the read it started.
    expect(await cache.get('/feed')).toEqual([post('first')])
    expect(await cache.get('/feed')).toEqual([post('first')])
    expect(reads).toHaveLength(2)
    await finishReads()
    expect(await cache.get('/feed')).toEqual([post('second')])
  })

  it('remembers a failure as no posts for a minute only', async () => {
    const { cache, reads, finishReads, answer, advance } = setup()
    answer(null)
    const failed = cache.get('/feed')
    await finishReads()
    expect(await failed).toEqual([])
    advance(59_999)
    expect(await cache.get('/feed')).toEqual([])
    expect(reads).toHaveLength(1)
    advance(1)
    answer([post('back')])
    await cache.get('/feed')
    await finishReads()
    expect(await cache.get('/feed')).toEqual([post('back')])
    expect(reads).toHaveLength(2)
  })

  it('holds a bounded number of feeds, forgetting the one read longest ago', async () => {
    const reads: string[] = []
    const small = createFeedCache({ load: async (url) => (reads.push(url), [post(url)]), maxFeeds: 2 })
    for (const url of ['/a', '/b', '/c', '/b', '/a']) await small.get(url)
    expect(reads).toEqual(['/a', '/b', '/c', '/a'])
  })
})
