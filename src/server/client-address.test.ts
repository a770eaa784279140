import { describe, expect, it } from 'vitest'

import { clientAddressOf, CLIENT_ADDRESS_HEADER, markClientAddress } from './client-address.mjs'
import { clientAddress } from '@/server/request-address'

describe('the client address', () => {
  it('is the connection address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf({ socketAddress: '::ffff:198.51.100.4', forwardedFor: '203.0.113.9', hops: 0 })).toBe('198.51.100.4')
    expect(clientAddressOf({ socketAddress: '2001:db8::1', forwardedFor: undefined, hops: 0 })).toBe('2001:db8::1')
  })

  it('is the entry as many hops from the right as there are trusted proxies, never one the client wrote', () => {
    // The client wrote the first entry; the one proxy appended the address it saw.
    expect(clientAddressOf({ socketAddress: '10.0.0.2', forwardedFor: '1.1.1.1, 198.51.100.4', hops: 1 })).toBe('198.51.100.4')
    expect(clientAddressOf({ socketAddress: '10.0.0.2', forwardedFor: ['1.1.1.1', '198.51.100.4, 10.0.0.1'], hops: 2 })).toBe('198.51.100.4')
  })

  it('falls back to the connection when the proxies did not forward the request or the entry is not an address', () => {
    expect(clientAddressOf({ socketAddress: '10.0.0.2', forwardedFor: undefined, hops: 1 })).toBe('10.0.0.2')
    expect(clientAddressOf({ socketAddress: '10.0.0.2', forwardedFor: '198.51.100.4', hops: 2 })).toBe('10.0.0.2')
    expect(clientAddressOf({ socketAddress: '10.0.0.2', forwardedFor: '<script>', hops: 1 })).toBe('10.0.0.2')
  })

  it('reaches the site only from the server: a header of the same name from the client is replaced', () => {
    const req = { headers: { [CLIENT_ADDRESS_HEADER]: '1.2.3.4', 'x-forwarded-for': '5.6.7.8' }, socket: { remoteAddress: '127.0.0.1' } }
    markClientAddress(req, 0)
    expect(clientAddress(new Headers(req.headers))).toBe('127.0.0.1')
    expect(clientAddress(new Headers({ 'x-forwarded-for': '5.6.7.8' }))).toBe('unknown')
  })
})
