import { z } from 'zod'

/**
 * Every setting that comes from the environment, read and validated in one place.
 * Each has a working default for the local demo; secrets have one only when SITE_ENV is development: staging and
 * production refuse to start without their own.
 *
 * No `import 'server-only'` here: the CMS configuration imports this module, and the Payload CLI (`payload
 * migrate`, `payload run`) loads that configuration in plain Node, where `server-only` throws. Code that only Next
 * runs imports `./env.server` instead, which carries the guard; lint keeps client files away from both.
 */
const DEV_SECRET = 'local-demo-secret-not-for-production'

const schema = z
  .object({
    SITE_ENV: z.enum(['development', 'staging', 'production']).default('development'),
    PORT: z.coerce.number().int().positive().default(3000),
    SITE_URL: z.string().url().optional(),
    DATABASE_URI: z.string().min(1).default('file:./data/site.db'),
    MIGRATION_DIR: z.string().min(1).optional(),
    PAYLOAD_SECRET: z.string().min(12).optional(),
    PREVIEW_SECRET: z.string().min(8).optional(),
    REVALIDATE_SECRET: z.string().min(16).optional(),
    MEDIA_DIR: z.string().min(1).default('data/media'),
    AD_PIXEL_SRC: z.string().url().default('https://connect.facebook.net/en_US/fbevents.js'),
    AD_PIXEL_BEACON_HOST: z.string().url().default('https://www.facebook.com'),
    MARKETING_FORMS_URL: z.string().url().default('https://go.heartwiselearning.org'),
    VIDEO_IMAGE_HOST: z.string().url().default('https://img.youtube.com'),
    VIDEO_EMBED_HOST: z.string().url().default('https://www.youtube-nocookie.com'),
    STREAM_PLAYER_HOST: z.string().url().default('https://player.heartwiselearning.org'),
    LEARNING_SITE_URL: z.string().url().default('https://learn.heartwiselearning.org'),
    OWN_DOMAINS: z.string().default('heartwiselearning.org'),
    PLAYER_HOSTS: z.string().default('player.heartwiselearning.org,video.heartwiselearning.org'),
  })
  .transform((env, ctx) => {
    const production = env.SITE_ENV === 'production'
    for (const key of ['PAYLOAD_SECRET', 'PREVIEW_SECRET', 'REVALIDATE_SECRET'] as const) {
      if (env.SITE_ENV !== 'development' && !env[key]) {
        ctx.addIssue({ code: 'custom', path: [key], message: `${key} must be set when SITE_ENV is ${env.SITE_ENV}` })
      }
    }
    return {
      ...env,
      SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}`,
      PAYLOAD_SECRET: env.PAYLOAD_SECRET ?? DEV_SECRET,
      PREVIEW_SECRET: env.PREVIEW_SECRET ?? `${DEV_SECRET}-preview`,
      REVALIDATE_SECRET: env.REVALIDATE_SECRET ?? `${DEV_SECRET}-revalidate`,
      isProduction: production,
      linkRules: { ownDomains: list(env.OWN_DOMAINS), playerHosts: list(env.PLAYER_HOSTS) },
      policyHosts: {
        adPixelScript: env.AD_PIXEL_SRC,
        adPixelBeacon: env.AD_PIXEL_BEACON_HOST,
        videoPlayers: [env.VIDEO_EMBED_HOST, env.STREAM_PLAYER_HOST],
        marketingForms: env.MARKETING_FORMS_URL,
      },
    }
  })

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)

export type Env = z.output<typeof schema>

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings count as unset so a blank line in a .env file falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const result = schema.safeParse(cleaned)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`)
  }
  return result.data
}

export const env: Env = parseEnv(process.env)
