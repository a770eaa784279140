import { expect, it } from 'vitest'

import { parseEnv } from './env'

it('gives the local demo working defaults', () => {
  const env = parseEnv({})
  expect(env.SITE_ENV).toBe('development')
  expect(env.PAYLOAD_SECRET.length).toBeGreaterThan(12)
  expect(env.DATABASE_URI).toBe('file:./data/site.db')
  expect(env.SITE_URL).toBe('http://localhost:3000')
  expect(env.linkRules.ownDomains).toEqual(['heartwiselearning.org'])
})

it('refuses to run production without secrets, naming what is missing', () => {
  expect(() => parseEnv({ SITE_ENV: 'production' })).toThrow(/PAYLOAD_SECRET must be set when SITE_ENV is production/)
  expect(() => parseEnv({ SITE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(20) })).toThrow(/PREVIEW_SECRET/)
  expect(parseEnv({ SITE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(20), PREVIEW_SECRET: 'y'.repeat(20) }).isProduction).toBe(true)
})

it('explains invalid values', () => {
  expect(() => parseEnv({ PORT: 'abc' })).toThrow(/PORT/)
  expect(() => parseEnv({ SITE_ENV: 'prod' })).toThrow(/SITE_ENV/)
})
