import { cacheSigningKey, sign, verify } from './cache-signing.mjs'

it('derives one signing key per PAYLOAD_SECRET, never the secret itself', () => {
  const secret = 'a'.repeat(40)
  const key = cacheSigningKey({ SITE_ENV: 'production', PAYLOAD_SECRET: secret })
  expect(cacheSigningKey({ SITE_ENV: 'production', PAYLOAD_SECRET: secret })).toEqual(key)
  expect(cacheSigningKey({ SITE_ENV: 'production', PAYLOAD_SECRET: 'b'.repeat(40) })).not.toEqual(key)
  expect(key.toString('utf8')).not.toContain(secret)
  // Without any secret, a key of this process alone: what it signs no other process trusts.
  expect(cacheSigningKey({ SITE_ENV: 'production' })).not.toEqual(cacheSigningKey({ SITE_ENV: 'production' }))
})

it('verifies a signature only for the same key and parts', () => {
  const key = Buffer.alloc(32, 1)
  const signature = sign(key, 'entry-key', 'body')
  expect(verify(key, signature, 'entry-key', 'body')).toBe(true)
  expect(verify(key, signature, 'entry-key', 'body!')).toBe(false)
  expect(verify(key, signature, 'other-key', 'body')).toBe(false)
  expect(verify(Buffer.alloc(32, 2), signature, 'entry-key', 'body')).toBe(false)
  for (const malformed of [undefined, '', 'zz', signature.slice(2), `${signature}00`]) expect(verify(key, malformed, 'entry-key', 'body')).toBe(false)
})
