import { expect, it } from 'vitest'

import { hasUndecodableSegment, isOptimizableImageAddress, isValidHost } from './request-checks'

it('accepts host names and addresses, with or without a port', () => {
  for (const host of ['localhost', 'localhost:3000', 'www.heartwiselearning.org', 'WWW.Example.COM.', '127.0.0.1', '127.0.0.1:65535', '[::1]', '[::1]:3000', 'my_service:8080', 'xn--bcher-kva.example']) {
    expect(isValidHost(host), host).toBe(true)
  }
})

it('refuses Host headers that cannot be part of an address', () => {
  for (const host of ['', null, undefined, ':::', 'a:b:c', '[::1', 'évil..%%/\\', 'host with space', '@evil.example', 'user:pass@evil.example', '127.0.0.1:99999', 'localhost:-1', 'localhost:abc', 'evil.example/path', 'evil.example?q', '..', '.', '-', '*', 'a'.repeat(256), `${'a'.repeat(64)}.example`]) {
    expect(isValidHost(host), String(host)).toBe(false)
  }
})

it('finds percent-encoding that does not decode', () => {
  for (const pathname of ['/%ff', '/%', '/a%2', '/api/media/%e0%a4%a', '/_next/static/%zz/x']) expect(hasUndecodableSegment(pathname), pathname).toBe(true)
  for (const pathname of ['/', '/pricing', '/%25', '/%20pricing', '/api/media/file/a%20b.png', '/%2F%2Fevil']) expect(hasUndecodableSegment(pathname), pathname).toBe(false)
})

it('lets the image optimizer take a media address only as the site writes it: no query, or only its version', () => {
  const ok = (url: string) => isOptimizableImageAddress(new URLSearchParams({ url, w: '640', q: '75' }))
  expect(ok('/api/media/file/classroom.png')).toBe(true)
  expect(ok('/api/media/file/classroom.png?v=mhx2k3p0')).toBe(true)
  for (const url of ['/api/media/file/classroom.png?v=x1&k=2', '/api/media/file/classroom.png?k=1', '/api/media/file/classroom.png?v=X!', '//evil.example/a.png', 'https://evil.example/a.png', ''])
    expect(ok(url), url).toBe(false)
  expect(isOptimizableImageAddress(new URLSearchParams('url=/a.png&url=/b.png'))).toBe(false)
})
