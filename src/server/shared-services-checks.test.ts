import { advisoryLocks } from './advisory-locks.mjs'
import { advisoryLockKey, deploymentName, redisKeyPrefix, refuseUnsafeSharedServices, sharedServicesProblems } from './shared-services-checks.mjs'

const production = { SITE_ENV: 'production', SITE_URL: 'https://www.example.org' }

describe('start-up checks of the shared services', () => {
  it('refuses a Redis without its password outside development, naming the setting', () => {
    for (const REDIS_URL of ['redis://cache.internal:6379', 'rediss://cache.internal:6380/0', 'redis://user@cache.internal:6379']) {
      for (const SITE_ENV of ['production', 'staging']) {
        const problems = sharedServicesProblems({ ...production, SITE_ENV, REDIS_URL })
        expect(problems).toHaveLength(1)
        expect(problems[0]).toMatch(new RegExp(`^REDIS_URL must carry the Redis password when SITE_ENV is ${SITE_ENV}`))
      }
    }
    // Positive controls: with a password, and in the local demo.
    expect(sharedServicesProblems({ ...production, REDIS_URL: 'rediss://:s3cret@cache.internal:6380/0' })).toEqual([])
    expect(sharedServicesProblems({ ...production, REDIS_URL: 'redis://site:s3cret@cache.internal:6379' })).toEqual([])
    expect(sharedServicesProblems({ SITE_ENV: 'development', REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual([])
    expect(sharedServicesProblems({ REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual([])
  })

  it('refuses an address that is not Redis, everywhere', () => {
    expect(sharedServicesProblems({ REDIS_URL: 'http://cache.internal' })[0]).toMatch(/^REDIS_URL must be a redis:\/\/ or rediss:\/\/ address/)
  })

  it('refuses a PostgreSQL address without credentials outside development', () => {
    const problems = sharedServicesProblems({ ...production, DATABASE_URI: 'postgres://site@db.internal:5432/site' })
    expect(problems).toEqual([expect.stringMatching(/^DATABASE_URI must carry the database password when SITE_ENV is production/)])
    expect(sharedServicesProblems({ ...production, DATABASE_URI: 'postgresql://db.internal/site' })).toHaveLength(1)
    // Positive controls: a password in the address, as a parameter, in PGPASSWORD; SQLite; the local demo.
    expect(sharedServicesProblems({ ...production, DATABASE_URI: 'postgres://site:s3cret@db.internal:5432/site' })).toEqual([])
    expect(sharedServicesProblems({ ...production, DATABASE_URI: 'postgres://site@db.internal/site?password=s3cret' })).toEqual([])
    expect(sharedServicesProblems({ ...production, DATABASE_URI: 'postgres://site@db.internal/site', PGPASSWORD: 's3cret' })).toEqual([])
    expect(sharedServicesProblems({ ...production, DATABASE_URI: 'file:./data/site.db' })).toEqual([])
    expect(sharedServicesProblems({ SITE_ENV: 'development', DATABASE_URI: 'postgres://postgres@127.0.0.1:5432/site' })).toEqual([])
  })

  it('ends the process with each problem printed, and lets it go on when there is none', () => {
    const lines: string[] = []
    const exits: number[] = []
    refuseUnsafeSharedServices({ ...production, REDIS_URL: 'redis://cache:6379', DATABASE_URI: 'postgres://db/site' }, { log: (line: string) => lines.push(line), exit: (code: number) => exits.push(code) })
    expect(exits).toEqual([1])
    expect(lines).toEqual([expect.stringContaining('REDIS_URL'), expect.stringContaining('DATABASE_URI')])
    refuseUnsafeSharedServices({ ...production, REDIS_URL: 'redis://:pw@cache:6379' }, { log: (line: string) => lines.push(line), exit: (code: number) => exits.push(code) })
    expect(exits).toEqual([1])
  })
})

describe('the deployment name', () => {
  it('is DEPLOYMENT_NAME, or the environment and public host, and starts every Redis key', () => {
    expect(deploymentName({ ...production, DEPLOYMENT_NAME: 'heartwise-live' })).toBe('heartwise-live')
    expect(deploymentName(production)).toBe('production-www.example.org')
    expect(deploymentName({ SITE_ENV: 'staging', SITE_URL: 'https://staging.example.org:8443' })).toBe('staging-staging.example.org-8443')
    expect(deploymentName({})).toBe('development-localhost-3000')
    expect(redisKeyPrefix(production)).toBe('sel-site:production-www.example.org:')
    expect(redisKeyPrefix({ SITE_ENV: 'staging', SITE_URL: 'https://www.example.org' })).not.toBe(redisKeyPrefix(production))
  })

  it('refuses a DEPLOYMENT_NAME that could not be part of a key', () => {
    expect(sharedServicesProblems({ DEPLOYMENT_NAME: 'a b*' })[0]).toMatch(/^DEPLOYMENT_NAME must be/)
    expect(sharedServicesProblems({ DEPLOYMENT_NAME: 'site.live_2' })).toEqual([])
  })
})

describe('advisory lock keys', () => {
  it('are 64-bit numbers from the deployment name, the same for every instance and different per purpose and deployment', () => {
    const locks = advisoryLocks(production)
    for (const key of Object.values(locks)) {
      expect(BigInt(key)).toBeGreaterThanOrEqual(-(2n ** 63n))
      expect(BigInt(key)).toBeLessThan(2n ** 63n)
    }
    // No longer the fixed numbers any program could hold in advance.
    expect(Object.values(locks)).not.toContain('7410001')
    expect(Object.values(locks)).not.toContain('7410002')
    expect(locks.jobRunner).not.toBe(locks.migrations)
    expect(advisoryLocks({ ...production })).toEqual(locks)
    expect(advisoryLocks({ ...production, DEPLOYMENT_NAME: 'other' }).jobRunner).not.toBe(locks.jobRunner)
    expect(advisoryLockKey('job-runner', production)).toBe(locks.jobRunner)
  })
})
