import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, it } from 'vitest'

import { localSecrets, parseEnv as parseWithFile, type LocalSecrets } from './env'

const generated: LocalSecrets = { PAYLOAD_SECRET: 'p'.repeat(43), PREVIEW_SECRET: 'v'.repeat(43), REVALIDATE_SECRET: 'r'.repeat(43) }
/** Settings parsed without touching the real secrets file. */
const parseEnv = (source: Record<string, string | undefined>) => parseWithFile(source, { local: () => generated })

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

it('gives the local demo secrets generated at its first start and kept under data/, never fixed ones', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-'))
  const file = path.join(dir, 'data', 'local-secrets.json')
  const first = localSecrets(file)
  // Each secret is its own random value, and the next start reads the same ones back.
  expect(new Set(Object.values(first)).size).toBe(3)
  for (const value of Object.values(first)) expect(value).toMatch(/^[\w-]{43}$/)
  expect(localSecrets(file)).toEqual(first)
  expect(fs.statSync(file).mode & 0o077).toBe(0)
  // Another machine's demo gets other secrets.
  expect(localSecrets(path.join(dir, 'other.json')).PAYLOAD_SECRET).not.toBe(first.PAYLOAD_SECRET)
  // Development uses them unless the environment sets its own.
  const env = parseWithFile({}, { local: () => localSecrets(file) })
  expect(env.REVALIDATE_SECRET).toBe(first.REVALIDATE_SECRET)
  expect(parseWithFile({ PREVIEW_SECRET: 'set-by-the-environment' }, { local: () => localSecrets(file) }).PREVIEW_SECRET).toBe('set-by-the-environment')
  fs.rmSync(dir, { recursive: true })
})

it('never reads or writes the secrets file outside development', () => {
  const secretsGiven = { PAYLOAD_SECRET: 'x'.repeat(20), PREVIEW_SECRET: 'y'.repeat(20), REVALIDATE_SECRET: 'z'.repeat(20) }
  const refuse = () => {
    throw new Error('read the local secrets')
  }
  expect(parseWithFile({ SITE_ENV: 'production', ...secretsGiven }, { local: refuse }).PAYLOAD_SECRET).toBe(secretsGiven.PAYLOAD_SECRET)
})

it('explains invalid values', () => {
  expect(() => parseEnv({ PORT: 'abc' })).toThrow(/PORT/)
  expect(() => parseEnv({ SITE_ENV: 'prod' })).toThrow(/SITE_ENV/)
})

it('sends the second interest form to this site unless a content site is configured', () => {
  // By default the second form calls the page's own origin, by a relative address.
  expect(parseEnv({ PORT: '3200' }).CONTENT_SITE_URL).toBe('')
  expect(parseEnv({ CONTENT_SITE_URL: 'https://content.example.org/' }).CONTENT_SITE_URL).toBe('https://content.example.org')
})

it('keeps leads in the site by default and names each missing email-marketing setting', () => {
  expect(parseEnv({}).LEAD_PROVIDER).toBe('local')
  expect(() => parseEnv({ LEAD_PROVIDER: 'constant-contact' })).toThrow(/CONSTANT_CONTACT_CLIENT_ID must be set when LEAD_PROVIDER is constant-contact/)
  expect(() => parseEnv({ LEAD_PROVIDER: 'constant-contact' })).toThrow(/CONSTANT_CONTACT_UPDATES_FIELD_ID/)
})

it('reads blog feeds from the demo feed the site serves in development, and only from a given http(s) feed elsewhere', () => {
  expect(parseEnv({ PORT: '3200' }).BLOG_FEED_URL).toBe('http://localhost:3200/demo/blog-feed.xml')
  expect(parseEnv({ SITE_URL: 'http://127.0.0.1:4100/' }).BLOG_FEED_URL).toBe('http://127.0.0.1:4100/demo/blog-feed.xml')
  expect(parseEnv({ SITE_ENV: 'production', ...secrets }).BLOG_FEED_URL).toBe('')
  expect(parseEnv({ SITE_ENV: 'staging', ...secrets }).BLOG_FEED_URL).toBe('')
  expect(parseEnv({ SITE_ENV: 'production', ...secrets, BLOG_FEED_URL: 'https://blog.example.org/feed/' }).BLOG_FEED_URL).toBe('https://blog.example.org/feed/')
  expect(() => parseEnv({ BLOG_FEED_URL: 'ftp://blog.example.org/feed' })).toThrow(/BLOG_FEED_URL: must be an http\(s\) address/)
  expect(() => parseEnv({ BLOG_FEED_URL: 'blog.example.org/feed' })).toThrow(/BLOG_FEED_URL/)
})
