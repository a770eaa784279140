/**
 * The launch-day setup on one machine, for `npm test cluster` and `npm run bench -- cluster`: PostgreSQL, Redis, the
 * S3 stand-in and Debian's nginx (deploy/nginx.conf) on private loopback ports in temporary folders, and two
 * production instances of the current build (each with its own copy of the build folder, as on two machines)
 * serving one site behind the proxy. Everything started here stops when the script ends, also on failure.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import {
  aptInstall,
  bin,
  buildIfNeeded,
  clearRouteCache,
  copyBuild,
  freePort,
  identityForTests,
  onExit,
  randomSecret,
  root,
  startMailCatcher,
  startPostgres,
  temporaryFolder,
  waitForServer,
} from '../lib.mjs'
import { startRedis } from './redis.mjs'
import { startS3 } from './s3.mjs'

const NGINX = '/usr/sbin/nginx'

/** Debian's redis-server and nginx, installed with apt-get when missing (PostgreSQL: see startPostgres). */
function ensureServices() {
  const missing = [
    ['/usr/bin/redis-server', 'redis-server'],
    [NGINX, 'nginx-light'],
  ].filter(([file]) => !fs.existsSync(file))
  if (missing.length) aptInstall(missing.map(([, name]) => name), 'the cluster test services')
}

/** deploy/nginx.conf with its ${NAME} values filled in. */
export function nginxConfig(values) {
  return fs.readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8').replace(/\$\{([A-Z_]+)\}/g, (match, name) => values[name] ?? match)
}

async function startNginx({ listen, upstreams }) {
  const prefix = temporaryFolder('sel-cluster-nginx')
  // Started as root, nginx's workers run as an unprivileged user that must reach its cache and temporary folders.
  fs.chmodSync(prefix, 0o755)
  const config = path.join(prefix, 'nginx.conf')
  fs.writeFileSync(config, nginxConfig({ NGINX_PREFIX: prefix, LISTEN: listen, INSTANCE_A: upstreams[0], INSTANCE_B: upstreams[1] }))
  const check = spawnSync(NGINX, ['-t', '-q', '-p', prefix, '-c', config], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`nginx refused deploy/nginx.conf:\n${check.stderr}`)
  const child = spawn(NGINX, ['-p', prefix, '-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] })
  onExit(() => child.exitCode === null && child.kill('SIGKILL'))
  return { child, prefix, stop: () => child.exitCode === null && child.kill('SIGQUIT') }
}

/**
 * One production instance (scripts/serve.mjs) on `port`, from the build in `distDir`. Returns { base, stop(),
 * kill(), start(), pause(), resume() }: kill() ends it at once (SIGKILL, as a crash), stop() as a deployment would
 * (SIGTERM), start() starts it again on the same port, pause() freezes it (SIGSTOP) until resume().
 */
function instance({ name, port, distDir, env }) {
  const base = `http://127.0.0.1:${port}`
  let child = null
  const signal = (which) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    try {
      process.kill(-child.pid, which)
    } catch {
      child.kill(which)
    }
  }
  const exited = () => (child && child.exitCode === null && child.signalCode === null ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve())
  onExit(() => signal('SIGKILL'))
  // Each instance's output goes to test-results/cluster-logs/instance-<name>.log (beside the browser tests' own
  // folder, which they empty as they start), kept for a look after a failure and read by the tests.
  const logFile = path.join(root, 'test-results', 'cluster-logs', `instance-${name}.log`)
  fs.mkdirSync(path.dirname(logFile), { recursive: true })
  fs.rmSync(logFile, { force: true })
  const start = async () => {
    const log = fs.openSync(logFile, 'a')
    child = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], {
      cwd: root,
      detached: true,
      stdio: ['ignore', log, log],
      env: { ...process.env, ...env, PORT: String(port), NEXT_DIST_DIR: distDir, INSTANCE_NAME: name },
    })
    fs.closeSync(log)
    await waitForServer(`${base}/api/health`, child).catch((error) => {
      throw new Error(`${error.message}\nInstance ${name}'s output (${path.relative(root, logFile)}):\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`)
    })
  }
  return {
    name,
    base,
    start,
    kill: async () => (signal('SIGKILL'), exited()),
    stop: async () => (signal('SIGTERM'), exited()),
    // Frozen (SIGSTOP) as a stalled machine would be, and let go on (SIGCONT).
    pause: async () => signal('SIGSTOP'),
    resume: async () => signal('SIGCONT'),
  }
}

/**
 * Starts the whole setup. `sharedSeconds` is how long the proxy keeps a page (SHARED_CACHE_SECONDS); `env` is added
 * to both instances' settings. Returns { proxy, instances: [a, b], redis, s3, env, admin, stop() }.
 */
export async function startCluster({ sharedSeconds = 3, env: extraEnv = {} } = {}) {
  ensureServices()
  buildIfNeeded({ NEXT_TELEMETRY_DISABLED: '1' })
  // Reached with their passwords, as production requires.
  const postgres = await startPostgres({ database: 'cluster', password: randomSecret() })
  const redis = await startRedis({ password: randomSecret() })
  const s3 = await startS3({ bucket: 'site-media' })
  const mail = await startMailCatcher()
  const [portA, portB, proxyPort] = [await freePort(), await freePort(), await freePort()]
  const proxy = `http://127.0.0.1:${proxyPort}`
  const admin = { email: 'site-admin@example.com', password: randomSecret() }
  const env = {
    NEXT_TELEMETRY_DISABLED: '1',
    SITE_ENV: 'production',
    SITE_URL: proxy,
    // The proxy is the one hop in front of the instances.
    TRUSTED_PROXY_HOPS: '1',
    SHARED_CACHE_SECONDS: String(sharedSeconds),
    DATABASE_URI: postgres.uri,
    REDIS_URL: redis.url,
    ...s3.env,
    ...mail.env,
    // Every instance of one site shares its secrets.
    PAYLOAD_SECRET: randomSecret(),
    PREVIEW_SECRET: randomSecret(),
    REVALIDATE_SECRET: randomSecret(),
    ...identityForTests(),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // Leads stay in the CMS unless `env` names another provider (the cluster tests give the provider's stand-in).
    LEAD_PROVIDER: 'local',
    PAYLOAD_TS_OUTPUT_PATH: path.join(temporaryFolder('sel-cluster-types'), 'payload-types.ts'),
    ...extraEnv,
  }
  // Both instances' release steps at once on the empty database: the migrations lock lets one apply them.
  await Promise.all([0, 1].map(() => runAsync('npm', ['run', 'migrate', '--silent'], env)))
  // Never a synchronous child here: the S3 stand-in answers from this process.
  await runAsync(bin('payload'), ['run', 'src/seed/run.ts'], env)

  clearRouteCache()
  onExit(() => clearRouteCache())
  const distB = '.next-cluster-b'
  copyBuild(distB)
  onExit(() => fs.rmSync(path.join(root, distB), { recursive: true, force: true }))
  const instances = [
    instance({ name: 'a', port: portA, distDir: '.next', env }),
    instance({ name: 'b', port: portB, distDir: distB, env }),
  ]
  await Promise.all(instances.map((one) => one.start()))
  const nginx = await startNginx({ listen: `127.0.0.1:${proxyPort}`, upstreams: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`] })
  await waitForServer(`${proxy}/api/health`, nginx.child, 20_000).catch((error) => {
    const log = path.join(nginx.prefix, 'error.log')
    throw new Error(`${error.message}\n${fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-2000) : ''}`)
  })
  console.log(`Cluster: proxy ${proxy}, instances ${instances.map((one) => one.base).join(' and ')}, Redis ${redis.url}, S3 ${s3.endpoint}.`)

  const stop = async () => {
    nginx.stop()
    await Promise.all(instances.map((one) => one.stop()))
    redis.stop()
    s3.stop()
    mail.stop()
    postgres.stop()
  }
  return { proxy, instances, redis, s3, env, admin, stop }
}

/** Runs a command without blocking this process (which serves the S3 stand-in); rejects when it fails. */
export function runAsync(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (exit ${code}).`))))
  })
}
