import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { localSecrets, parseEnv as parseWithFile, type LocalSecrets } from './env'

const generated: LocalSecrets = { PAYLOAD_SECRET: 'p'.repeat(43), PREVIEW_SECRET: 'v'.repeat(43), REVALIDATE_SECRET: 'r'.repeat(43), SESSION_KEYS: 's'.repeat(43) }
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

const identity = { OIDC_ISSUER: 'https://id.example.org', OIDC_CLIENT_ID: 'site', OIDC_CLIENT_SECRET: 'the-client-secret' }
const secrets = { PAYLOAD_SECRET: 'x'.repeat(20), PREVIEW_SECRET: 'y'.repeat(20), REVALIDATE_SECRET: 'z'.repeat(20), SESSION_KEYS: 'k'.repeat(32), LEAD_PROVIDER: 'local', SMTP_URL: 'smtps://site:pw@smtp.example.org', ...identity }

it('refuses production without a named lead provider, and keeps leads in the CMS by default elsewhere', () => {
  expect(() => parseEnv({ SITE_ENV: 'production', ...secrets, LEAD_PROVIDER: undefined })).toThrow(/LEAD_PROVIDER must be set when SITE_ENV is production/)
  expect(parseEnv({ SITE_ENV: 'production', ...secrets }).LEAD_PROVIDER).toBe('local')
  expect(parseEnv({ SITE_ENV: 'staging', ...secrets, LEAD_PROVIDER: undefined }).LEAD_PROVIDER).toBe('local')
  expect(parseEnv({}).LEAD_PROVIDER).toBe('local')
})

it('refuses to run production without secrets, naming what is missing', () => {
  expect(() => parseEnv({ SITE_ENV: 'production' })).toThrow(/PAYLOAD_SECRET must be set when SITE_ENV is production/)
  expect(() => parseEnv({ SITE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(20) })).toThrow(/PREVIEW_SECRET/)
  expect(() => parseEnv({ SITE_ENV: 'production', ...secrets, REVALIDATE_SECRET: undefined })).toThrow(/REVALIDATE_SECRET must be set/)
  expect(parseEnv({ SITE_ENV: 'production', ...secrets }).isProduction).toBe(true)
})

it('refuses to run staging on the public development secrets', () => {
  // Every secret; the lead provider has its default outside production.
  for (const key of Object.keys(secrets).filter((name) => name !== 'LEAD_PROVIDER')) {
    expect(() => parseEnv({ SITE_ENV: 'staging', ...secrets, [key]: undefined })).toThrow(`${key} must be set when SITE_ENV is staging`)
  }
  expect(parseEnv({ SITE_ENV: 'staging', ...secrets }).PAYLOAD_SECRET).toBe(secrets.PAYLOAD_SECRET)
})

it('gives the local demo secrets generated at its first start and kept under data/, never fixed ones', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-'))
  const file = path.join(dir, 'data', 'local-secrets.json')
  const first = localSecrets(file)
  // Each secret is its own random value, and the next start reads the same ones back.
  expect(new Set(Object.values(first)).size).toBe(4)
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
  const refuse = () => {
    throw new Error('read the local secrets')
  }
  expect(parseWithFile({ SITE_ENV: 'production', ...secrets }, { local: refuse }).PAYLOAD_SECRET).toBe(secrets.PAYLOAD_SECRET)
})

it('adds a session key to a secrets file written before sessions existed, keeping its other secrets', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-'))
  const file = path.join(dir, 'local-secrets.json')
  const older = { PAYLOAD_SECRET: 'p'.repeat(43), PREVIEW_SECRET: 'v'.repeat(43), REVALIDATE_SECRET: 'r'.repeat(43) }
  fs.writeFileSync(file, JSON.stringify(older), { mode: 0o600 })
  const upgraded = localSecrets(file)
  expect(upgraded).toMatchObject(older)
  expect(upgraded.SESSION_KEYS).toMatch(/^[\w-]{43}$/)
  expect(localSecrets(file)).toEqual(upgraded)
  expect(fs.readdirSync(dir)).toEqual(['local-secrets.json'])
  fs.rmSync(dir, { recursive: true })
})

describe('signing in (OpenID Connect) and sessions', () => {
  it('refuses to start outside development without an identity provider or session keys, naming each missing setting', () => {
    for (const SITE_ENV of ['production', 'staging']) {
      for (const key of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'SESSION_KEYS']) {
        expect(() => parseEnv({ ...secrets, SITE_ENV, [key]: undefined })).toThrow(`${key} must be set when SITE_ENV is ${SITE_ENV}`)
      }
    }
  })

  it('refuses a provider on plain http outside development, except one on this machine', () => {
    expect(() => parseEnv({ ...secrets, SITE_ENV: 'production', OIDC_ISSUER: 'http://id.example.org' })).toThrow('OIDC_ISSUER must be an https address when SITE_ENV is production (http only on this machine)')
    expect(parseEnv({ ...secrets, SITE_ENV: 'staging', OIDC_ISSUER: 'http://127.0.0.1:9' }).identity.issuer).toBe('http://127.0.0.1:9')
    expect(parseEnv({ ...identity, OIDC_ISSUER: 'http://id.internal:8080' }).identity.issuer).toBe('http://id.internal:8080')
  })

  it('uses the local demo provider in development when no issuer is set, and returns to this site', () => {
    const { identity: local } = parseEnv({ PORT: '3200' })
    expect(local).toMatchObject({ issuer: 'http://127.0.0.1:3090', devProvider: true, redirectUrl: 'http://localhost:3200/api/account/callback', postLogoutUrl: 'http://localhost:3200/' })
    expect(local.clientId).not.toBe('')
    expect(local.clientSecret).not.toBe('')
    expect(parseEnv({ OIDC_DEV_PORT: '4444' }).identity.issuer).toBe('http://127.0.0.1:4444')
    expect(parseEnv({ HOST: '0.0.0.0', SITE_URL: 'http://192.168.1.20:3000' }).identity.issuer).toBe('http://192.168.1.20:3090')
  })

  it('needs the client id and secret once an issuer is named, in development too', () => {
    expect(() => parseEnv({ OIDC_ISSUER: 'https://id.example.org' })).toThrow('OIDC_CLIENT_ID must be set when OIDC_ISSUER is set')
    expect(() => parseEnv({ OIDC_ISSUER: 'https://id.example.org', OIDC_CLIENT_ID: 'site' })).toThrow('OIDC_CLIENT_SECRET must be set when OIDC_ISSUER is set')
    const { identity: real } = parseEnv({ ...identity, SITE_URL: 'https://www.example.org' })
    expect(real).toEqual({ ...{ issuer: 'https://id.example.org', clientId: 'site', clientSecret: 'the-client-secret' }, redirectUrl: 'https://www.example.org/api/account/callback', postLogoutUrl: 'https://www.example.org/', devProvider: false })
  })

  it('takes the addresses the provider sends visitors back to when given', () => {
    const { identity: given } = parseEnv({ ...secrets, SITE_ENV: 'production', OIDC_REDIRECT_URL: 'https://www.example.org/api/account/callback', OIDC_POST_LOGOUT_URL: 'https://www.example.org/goodbye' })
    expect(given.redirectUrl).toBe('https://www.example.org/api/account/callback')
    expect(given.postLogoutUrl).toBe('https://www.example.org/goodbye')
    expect(() => parseEnv({ OIDC_ISSUER: 'id.example.org' })).toThrow(/OIDC_ISSUER: must be the identity provider's http\(s\) address/)
    expect(() => parseEnv({ OIDC_REDIRECT_URL: 'ftp://example.org/cb' })).toThrow(/OIDC_REDIRECT_URL: must be an http\(s\) address/)
  })

  it('reads session keys newest first, comma separated, each long enough', () => {
    const newest = 'n'.repeat(32)
    const older = 'o'.repeat(40)
    expect(parseEnv({ SESSION_KEYS: ` ${newest} , ${older},` }).sessionKeys).toEqual([newest, older])
    expect(parseEnv({}).sessionKeys).toEqual([generated.SESSION_KEYS])
    expect(() => parseEnv({ SESSION_KEYS: `${newest},short` })).toThrow(/SESSION_KEYS: must be one or more keys of at least 32 characters each/)
    expect(() => parseEnv({ SESSION_KEYS: ',,' })).toThrow(/SESSION_KEYS/)
  })
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

it('shares caches and limits through Redis only when given a redis:// or rediss:// address', () => {
  expect(parseEnv({}).REDIS_URL).toBeUndefined()
  expect(parseEnv({ REDIS_URL: 'redis://cache.internal:6379/0' }).REDIS_URL).toBe('redis://cache.internal:6379/0')
  expect(parseEnv({ REDIS_URL: 'rediss://user:secret@cache.example.org:6380' }).REDIS_URL).toBe('rediss://user:secret@cache.example.org:6380')
  expect(() => parseEnv({ REDIS_URL: 'http://cache.internal:6379' })).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ address/)
  expect(() => parseEnv({ REDIS_URL: 'cache.internal:6379' })).toThrow(/REDIS_URL/)
})

describe('uploads in an S3 bucket', () => {
  const bucket = { S3_BUCKET: 'site-media', S3_REGION: 'eu-west-1' }

  it('keeps uploads on the local disk when no S3 setting is given', () => {
    expect(parseEnv({}).s3).toBeNull()
    expect(parseEnv({ S3_BUCKET: '' }).s3).toBeNull()
  })

  it('refuses to start with only some of the settings, naming what is missing', () => {
    expect(() => parseEnv({ S3_BUCKET: 'site-media' })).toThrow(/S3_REGION must be set for uploads in an S3 bucket \(S3_BUCKET is set\)/)
    expect(() => parseEnv({ S3_ENDPOINT: 'https://s3.example.org', S3_REGION: 'auto' })).toThrow(/S3_BUCKET must be set .*S3_REGION, S3_ENDPOINT are set/)
    expect(() => parseEnv({ ...bucket, S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY must be set with S3_ACCESS_KEY_ID/)
    expect(() => parseEnv({ ...bucket, S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(/S3_ACCESS_KEY_ID must be set with S3_SECRET_ACCESS_KEY/)
    expect(() => parseEnv({ ...bucket, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT: must be the storage service's http\(s\) address/)
    expect(() => parseEnv({ ...bucket, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE: must be true or false/)
  })

  it("uses Amazon's addressing and the SDK's own credentials unless told otherwise", () => {
    expect(parseEnv(bucket).s3).toEqual({ bucket: 'site-media', region: 'eu-west-1', endpoint: undefined, forcePathStyle: false, credentials: undefined })
  })

  it('addresses buckets by path on another service, unless told not to, with the keys given', () => {
    const service = { ...bucket, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }
    expect(parseEnv(service).s3).toEqual({ ...parseEnv(bucket).s3, endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, credentials: { accessKeyId: 'key', secretAccessKey: 'secret' } })
    expect(parseEnv({ ...service, S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false)
    expect(parseEnv({ ...bucket, S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true)
  })
})

it('refuses staging and production without a mail service, and takes only an smtp:// or smtps:// address', () => {
  for (const SITE_ENV of ['staging', 'production']) {
    expect(() => parseEnv({ SITE_ENV, ...secrets, SMTP_URL: undefined })).toThrow(new RegExp(`SMTP_URL must be set when SITE_ENV is ${SITE_ENV}`))
  }
  expect(() => parseEnv({ SITE_ENV: 'production', ...secrets, SMTP_URL: 'https://mail.example.org' })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ address/)
  expect(parseEnv({}).SMTP_URL).toBeUndefined()
  expect(parseEnv({}).MAIL_FROM).toBe('Heartwise Learning <updates@heartwiselearning.org>')
})
