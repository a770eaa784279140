import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

import { DEV_IDENTITY_CLIENT, DEV_IDENTITY_DEFAULT_PORT, devIdentityIssuer } from './dev-identity.mjs'

/**
 * Every setting that comes from the environment, read and validated in one place.
 * Each has a working default for the local demo. Secrets never have a fixed default: in development the ones not set
 * are generated at first start and kept in `data/local-secrets.json` (ignored by git, readable by its owner only);
 * staging and production refuse to start without their own.
 *
 * No `import 'server-only'` here: the CMS configuration imports this module, and the Payload CLI (`payload
 * migrate`, `payload run`) loads that configuration in plain Node, where `server-only` throws. Code that only Next
 * runs imports `./env.server` instead, which carries the guard; lint keeps client files away from both.
 */
const SECRET_KEYS = ['PAYLOAD_SECRET', 'PREVIEW_SECRET', 'REVALIDATE_SECRET', 'SESSION_KEYS'] as const
type SecretKey = (typeof SECRET_KEYS)[number]
export type LocalSecrets = Record<SecretKey, string>

/** Where the local demo keeps the secrets it generated at its first start. */
export const LOCAL_SECRETS_FILE = path.join('data', 'local-secrets.json')

/**
 * The local demo's secrets: read from `file`, or generated (32 random bytes each) and written there on first use.
 * The file is created exclusively, so processes starting at once (migrate, seed, server) end up with the same values.
 * A file from before a secret was added keeps its secrets and gains the new one.
 */
export function localSecrets(file: string = LOCAL_SECRETS_FILE): LocalSecrets {
  const isUsable = (stored: Partial<LocalSecrets>) => (key: SecretKey) => typeof stored[key] === 'string' && stored[key].length >= 32
  const read = (): Partial<LocalSecrets> | null => {
    try {
      const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LocalSecrets>
      return SECRET_KEYS.some(isUsable(stored)) ? stored : null
    } catch {
      return null
    }
  }
  const isComplete = (stored: Partial<LocalSecrets> | null): stored is LocalSecrets => stored !== null && SECRET_KEYS.every(isUsable(stored))
  const existing = read()
  if (isComplete(existing)) return existing
  const fresh = Object.fromEntries(SECRET_KEYS.map((key) => [key, existing && isUsable(existing)(key) ? existing[key] : randomBytes(32).toString('base64url')])) as LocalSecrets
  fs.mkdirSync(path.dirname(file), { recursive: true })
  try {
    if (existing) {
      const next = `${file}.${process.pid}.tmp`
      fs.writeFileSync(next, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600 })
      fs.renameSync(next, file)
      // Processes upgrading the file at once all use the one written last.
      const written = read()
      if (isComplete(written)) return written
      throw new Error('it was changed while being completed')
    }
    fs.writeFileSync(file, `${JSON.stringify(fresh, null, 2)}\n`, { flag: 'wx', mode: 0o600 })
    return fresh
  } catch (error) {
    // Another process wrote it first (or an unreadable file is in the way): use what is there, or say what is wrong.
    const theirs = (error as NodeJS.ErrnoException).code === 'EEXIST' ? read() : null
    if (isComplete(theirs)) return theirs
    throw new Error(`The local demo's secrets file ${file} cannot be used: delete it to have new secrets generated (${String(error)})`)
  }
}

/** The sample RSS feed the local demo serves from public/. */
export const DEMO_BLOG_FEED_PATH = '/demo/blog-feed.xml'

const schema = z
  .object({
    SITE_ENV: z.enum(['development', 'staging', 'production']).default('development'),
    PORT: z.coerce.number().int().positive().default(3000),
    SITE_URL: z.string().url().optional(),
    DATABASE_URI: z.string().min(1).default('file:./data/site.db'),
    MIGRATION_DIR: z.string().min(1).optional(),
    HOST: z.string().min(1).optional(),
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    PAYLOAD_SECRET: z.string().min(12).optional(),
    PREVIEW_SECRET: z.string().min(8).optional(),
    REVALIDATE_SECRET: z.string().min(16).optional(),
    ADMIN_EMAIL: z.string().email().optional(),
    ADMIN_PASSWORD: z.string().min(1).optional(),
    MEDIA_DIR: z.string().min(1).default('data/media'),
    AD_PIXEL_SRC: z.string().url().default('https://connect.facebook.net/en_US/fbevents.js'),
    AD_PIXEL_BEACON_HOST: z.string().url().default('https://www.facebook.com'),
    MARKETING_FORMS_URL: z.string().url().default('https://go.heartwiselearning.org'),
    VIDEO_IMAGE_HOST: z.string().url().default('https://img.youtube.com'),
    VIDEO_EMBED_HOST: z.string().url().default('https://www.youtube-nocookie.com'),
    STREAM_PLAYER_HOST: z.string().url().default('https://player.heartwiselearning.org'),
    LEARNING_SITE_URL: z.string().url().default('https://learn.heartwiselearning.org'),
    CURRICULUM_SEARCH_URL: z.string().url().default('https://dev.learn.heartwiselearning.org'),
    OWN_DOMAINS: z.string().default('heartwiselearning.org'),
    PLAYER_HOSTS: z.string().default('player.heartwiselearning.org,video.heartwiselearning.org'),
    MARKETING_FORMS_ACCOUNT_ID: z.string().regex(/^[0-9A-Z]{3}-[0-9A-Z]{3}-[0-9]{3}$/).default('763-WVZ-393'),
    CONTENT_SITE_URL: z.string().url().optional(),
    LEAD_CORS_ORIGINS: z.string().default(''),
    LEAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
    // Production names it: a site that keeps its leads in the CMS by default would look fine and deliver nothing.
    LEAD_PROVIDER: z.enum(['local', 'constant-contact']).optional(),
    // Off: this process runs no background jobs (only one process may run them on a SQLite database).
    BACKGROUND_JOBS: z.enum(['on', 'off']).default('on'),
    CONSTANT_CONTACT_API_URL: z.string().url().default('https://api.cc.email'),
    CONSTANT_CONTACT_TOKEN_URL: z.string().url().default('https://authz.constantcontact.com/oauth2/default/v1/token'),
    CONSTANT_CONTACT_REQUESTS_PER_SECOND: z.coerce.number().int().positive().default(4),
    CONSTANT_CONTACT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    CONSTANT_CONTACT_CLIENT_ID: z.string().min(1).optional(),
    CONSTANT_CONTACT_CLIENT_SECRET: z.string().min(1).optional(),
    CONSTANT_CONTACT_REFRESH_TOKEN: z.string().min(1).optional(),
    CONSTANT_CONTACT_LIST_ID: z.string().min(1).optional(),
    CONSTANT_CONTACT_RESEARCH_FIELD_ID: z.string().min(1).optional(),
    CONSTANT_CONTACT_UPDATES_FIELD_ID: z.string().min(1).optional(),
    BLOG_FEED_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) address' }).optional(),
    OIDC_ISSUER: z.url({ protocol: /^https?$/, message: "must be the identity provider's http(s) address" }).optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_REDIRECT_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) address' }).optional(),
    OIDC_POST_LOGOUT_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) address' }).optional(),
    OIDC_DEV_PORT: z.coerce.number().int().min(1).max(65535).default(DEV_IDENTITY_DEFAULT_PORT),
    // Where the site sends mail (password resets, invitations, lead notices, confirmations): smtp:// or smtps://,
    // with the account in the address (smtps://user:password@smtp.example.org:465).
    SMTP_URL: z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// address' }).optional(),
    MAIL_FROM: z.string().min(3).default('Heartwise Learning <updates@heartwiselearning.org>'),
    REDIS_URL: z.url({ protocol: /^rediss?$/, message: 'must be a redis:// or rediss:// address' }).optional(),
    SESSION_KEYS: z
      .string()
      .refine((value) => sessionKeyList(value).length > 0 && sessionKeyList(value).every((key) => key.length >= 32), {
        message: 'must be one or more keys of at least 32 characters each, comma separated, newest first',
      })
      .optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, message: "must be the storage service's http(s) address" }).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
  })
  .transform((env, ctx) => {
    const production = env.SITE_ENV === 'production'
    for (const key of SECRET_KEYS) {
      if (env.SITE_ENV !== 'development' && !env[key]) {
        ctx.addIssue({ code: 'custom', path: [key], message: `${key} must be set when SITE_ENV is ${env.SITE_ENV}` })
      }
    }
    if (production && !env.LEAD_PROVIDER) {
      ctx.addIssue({
        code: 'custom',
        path: ['LEAD_PROVIDER'],
        message: 'LEAD_PROVIDER must be set when SITE_ENV is production: constant-contact delivers leads to Constant Contact, local keeps them in the CMS only',
      })
    }
    // Without a mail service, password resets and lead notices would vanish into a file nobody reads.
    if (env.SITE_ENV !== 'development' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: `SMTP_URL must be set when SITE_ENV is ${env.SITE_ENV}: the mail service the site sends through` })
    }
    if (env.LEAD_PROVIDER === 'constant-contact') {
      for (const key of CONSTANT_CONTACT_SETTINGS) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} must be set when LEAD_PROVIDER is constant-contact` })
      }
    }
    const siteUrl = env.SITE_URL ?? `http://localhost:${env.PORT}`
    const identity = identitySettings(env, siteUrl, ctx)
    const s3 = s3Settings(env, ctx)
    return {
      ...env,
      LEAD_PROVIDER: env.LEAD_PROVIDER ?? 'local',
      SITE_URL: siteUrl,
      /**
       * Where the second interest form sends its calls: '' (the page's own origin, whatever address it was opened
       * by) unless a separate content site is configured, which must then list this site in its LEAD_CORS_ORIGINS.
       */
      CONTENT_SITE_URL: (env.CONTENT_SITE_URL ?? '').replace(/\/+$/, ''),
      /**
       * The RSS feed blog feed lists read on the server. The local demo reads the sample feed the site serves itself;
       * staging and production read only a feed they are given ('' without one: the lists show their View All link).
       */
      BLOG_FEED_URL: env.BLOG_FEED_URL ?? (env.SITE_ENV === 'development' ? new URL(DEMO_BLOG_FEED_PATH, siteUrl).href : ''),
      /** Origins whose pages may call the lead endpoints across origins: this site and LEAD_CORS_ORIGINS. */
      leadOrigins: [...new Set([siteUrl, ...list(env.LEAD_CORS_ORIGINS)].map(originOf))],
      isProduction: production,
      identity,
      s3,
      linkRules: { ownDomains: list(env.OWN_DOMAINS), playerHosts: list(env.PLAYER_HOSTS) },
      policyHosts: {
        adPixelScript: env.AD_PIXEL_SRC,
        adPixelBeacon: env.AD_PIXEL_BEACON_HOST,
        videoPlayers: [env.VIDEO_EMBED_HOST, env.STREAM_PLAYER_HOST],
        marketingForms: env.MARKETING_FORMS_URL,
        contentSite: env.CONTENT_SITE_URL,
        identityProvider: identity.issuer,
      },
    }
  })

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]']

type IdentityInput = { SITE_ENV: string; HOST?: string; SITE_URL?: string; OIDC_DEV_PORT: number } & Partial<
  Record<'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET' | 'OIDC_REDIRECT_URL' | 'OIDC_POST_LOGOUT_URL', string>
>

/**
 * Where visitors sign in (OpenID Connect). Outside development an issuer and this site's client id and secret are
 * required. In development, with no issuer, the local demo's provider (started by `npm start`) is used as its client.
 */
function identitySettings(env: IdentityInput, siteUrl: string, ctx: z.RefinementCtx) {
  const development = env.SITE_ENV === 'development'
  const useDevProvider = development && !env.OIDC_ISSUER
  if (!useDevProvider) {
    for (const key of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const) {
      if (env[key]) continue
      const when = development ? 'OIDC_ISSUER is set' : `SITE_ENV is ${env.SITE_ENV}`
      ctx.addIssue({ code: 'custom', path: [key], message: `${key} must be set when ${when}` })
    }
  }
  // Tokens travel encrypted, except to a provider on this machine.
  if (!development && env.OIDC_ISSUER && new URL(env.OIDC_ISSUER).protocol === 'http:' && !LOOPBACK_HOSTS.includes(new URL(env.OIDC_ISSUER).hostname)) {
    ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER'], message: `OIDC_ISSUER must be an https address when SITE_ENV is ${env.SITE_ENV} (http only on this machine)` })
  }
  return {
    issuer: useDevProvider ? devIdentityIssuer({ port: env.OIDC_DEV_PORT, host: env.HOST, siteUrl: env.SITE_URL }) : (env.OIDC_ISSUER ?? ''),
    clientId: useDevProvider ? DEV_IDENTITY_CLIENT.clientId : (env.OIDC_CLIENT_ID ?? ''),
    clientSecret: useDevProvider ? DEV_IDENTITY_CLIENT.clientSecret : (env.OIDC_CLIENT_SECRET ?? ''),
    redirectUrl: env.OIDC_REDIRECT_URL ?? new URL('/api/account/callback', siteUrl).href,
    postLogoutUrl: env.OIDC_POST_LOGOUT_URL ?? new URL('/', siteUrl).href,
    /** Whether this is the local demo's provider (scripts/dev-identity-provider). */
    devProvider: useDevProvider,
  }
}

const S3_SETTINGS = ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const
type S3Input = Partial<Record<(typeof S3_SETTINGS)[number], string>>

/** Where uploaded files live when they are not on this machine's disk: a bucket of an S3-compatible service. */
export type S3Settings = {
  bucket: string
  region: string
  /** The service's address; none for Amazon S3 itself. */
  endpoint?: string
  /** Bucket in the path (`endpoint/bucket/key`) rather than in the host name. */
  forcePathStyle: boolean
  /** None: the SDK's own sources (instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

/**
 * The bucket for uploads, or null (files on the local disk under MEDIA_DIR) when no S3 setting is given. Once one is
 * given, the bucket and region are required, and the access key comes with its secret or not at all.
 */
function s3Settings(env: S3Input, ctx: z.RefinementCtx): S3Settings | null {
  const given = S3_SETTINGS.filter((key) => env[key])
  if (!given.length) return null
  for (const key of ['S3_BUCKET', 'S3_REGION'] as const) {
    if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} must be set for uploads in an S3 bucket (${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set)` })
  }
  const [id, secret] = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
  if (Boolean(env[id]) !== Boolean(env[secret])) {
    const [missing, present] = env[id] ? [secret, id] : [id, secret]
    ctx.addIssue({ code: 'custom', path: [missing], message: `${missing} must be set with ${present}` })
  }
  if (!env.S3_BUCKET || !env.S3_REGION) return null
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    // Services other than Amazon's usually address buckets by path.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
    credentials: env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
  }
}

/** SESSION_KEYS as a list, newest first: the first encrypts new sessions, all of them read. */
export const sessionKeyList = (value: string) =>
  value
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean)

const CONSTANT_CONTACT_SETTINGS = [
  'CONSTANT_CONTACT_CLIENT_ID',
  'CONSTANT_CONTACT_CLIENT_SECRET',
  'CONSTANT_CONTACT_REFRESH_TOKEN',
  'CONSTANT_CONTACT_LIST_ID',
  'CONSTANT_CONTACT_RESEARCH_FIELD_ID',
  'CONSTANT_CONTACT_UPDATES_FIELD_ID',
] as const

const originOf = (url: string) => {
  try {
    return new URL(url).origin
  } catch {
    return url
  }
}

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)

export type Env = Omit<z.output<typeof schema>, SecretKey> & LocalSecrets & { sessionKeys: string[] }

/**
 * The validated settings of `source`. In development, secrets it does not set come from `local` (by default the
 * generated secrets file); elsewhere they are required.
 */
export function parseEnv(source: Record<string, string | undefined>, { local = () => localSecrets() }: { local?: () => LocalSecrets } = {}): Env {
  // Empty strings count as unset so a blank line in a .env file falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const result = schema.safeParse(cleaned)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`)
  }
  const given = result.data
  const missing = SECRET_KEYS.filter((key) => !given[key])
  const generated = missing.length ? local() : null
  const secrets = Object.fromEntries(SECRET_KEYS.map((key) => [key, given[key] ?? generated![key]])) as LocalSecrets
  return { ...given, ...secrets, sessionKeys: sessionKeyList(secrets.SESSION_KEYS) } as Env
}

export const env: Env = parseEnv(process.env)
