import { expect, it } from 'vitest'

import { feedAddress, isFeedPath } from './rules'

const FEED = 'https://blog.example.org/feed/'

it('reads the configured feed, or an editor path on its host', () => {
  expect(feedAddress(FEED)).toBe(FEED)
  expect(feedAddress(FEED, '')).toBe(FEED)
  expect(feedAddress(FEED, '/category/classroom-tips/feed/')).toBe('https://blog.example.org/category/classroom-tips/feed/')
  expect(feedAddress(FEED, '/feed/?cat=3')).toBe('https://blog.example.org/feed/?cat=3')
})

it('reads nothing without a configured feed, and never another host', () => {
  expect(feedAddress('', '/feed/')).toBeNull()
  for (const path of ['//evil.example/feed', 'https://evil.example/feed', '/\\evil.example/feed', 'feed/', '/a b', 'javascript:alert(1)']) {
    expect(isFeedPath(path), path).toBe(false)
    expect(feedAddress(FEED, path), path).toBeNull()
  }
  expect(isFeedPath(`/${'a'.repeat(300)}`)).toBe(false)
})
