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

const secrets = { PAYLOAD_SECRET: 'x'.repeat(20), PREVIEW_SECRET: 'y'.repeat(20), REVALIDATE_SECRET: 'z'.repeat(20) }

it('refuses to run production without secrets, naming what is missing', () => {
  expect(() => parseEnv({ SITE_ENV: 'production' })).toThrow(/PAYLOAD_SECRET must be set when SITE_ENV is production/)
  expect(() => parseEnv({ SITE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(20) })).toThrow(/PREVIEW_SECRET/)
  expect(() => parseEnv({ SITE_ENV: 'production', ...secrets, REVALIDATE_SECRET: undefined })).toThrow(/REVALIDATE_SECRET must be set/)
  expect(parseEnv({ SITE_ENV: 'production', ...secrets }).isProduction).toBe(true)
})

it('refuses to run staging on the public development secrets', () => {
  for (const key of Object.keys(secrets)) {
    expect(() => parseEnv({ SITE_ENV: 'staging', ...secrets, [key]: undefined })).toThrow(`${key} must be set when SITE_ENV is staging`)
  }
  expect(parseEnv({ SITE_ENV: 'staging', ...secrets }).PAYLOAD_SECRET).toBe(secrets.PAYLOAD_SECRET)
})

it('gives revalidation a development secret of its own, never the signing secret', () => {
  const env = parseEnv({})
  expect(env.REVALIDATE_SECRET.length).toBeGreaterThanOrEqual(16)
  expect(env.REVALIDATE_SECRET).not.toBe(env.PAYLOAD_SECRET)
  expect(env.REVALIDATE_SECRET).not.toBe(env.PREVIEW_SECRET)
})

it('explains invalid values', () => {
  expect(() => parseEnv({ PORT: 'abc' })).toThrow(/PORT/)
  expect(() => parseEnv({ SITE_ENV: 'prod' })).toThrow(/SITE_ENV/)
})

it('sends the second interest form to this site unless a content site is configured', () => {
  expect(parseEnv({ PORT: '3200' }).CONTENT_SITE_URL).toBe('http://localhost:3200')
  expect(parseEnv({ CONTENT_SITE_URL: 'https://content.example.org/' }).CONTENT_SITE_URL).toBe('https://content.example.org')
})

it('keeps leads in the site by default and names each missing email-marketing setting', () => {
  expect(parseEnv({}).LEAD_PROVIDER).toBe('local')
  expect(() => parseEnv({ LEAD_PROVIDER: 'constant-contact' })).toThrow(/CONSTANT_CONTACT_CLIENT_ID must be set when LEAD_PROVIDER is constant-contact/)
  expect(() => parseEnv({ LEAD_PROVIDER: 'constant-contact' })).toThrow(/CONSTANT_CONTACT_UPDATES_FIELD_ID/)
})
