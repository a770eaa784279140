/**
 * A private redis-server for tests: a free port on 127.0.0.1, a temporary folder, nothing saved to disk. `stop()`
 * stops it; it is stopped and its folder removed at the latest when the calling process ends (also on failure).
 * `restart()` starts it again on the same port: empty, as after a crash of a Redis without persistence, or with
 * what it held when `keepData` is set (an append-only file written before each answer).
 * With `password` it requires that password (`url` carries it), as a deployment's Redis must.
 * Uses Debian's redis-server (REDIS_SERVER names another).
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { freePort, onExit } from '../lib.mjs'

const REDIS_SERVER = process.env.REDIS_SERVER || '/usr/bin/redis-server'

/** Resolves when a server on `port` answers PING (or asks for its password first), rejects after `timeoutMs`. */
async function waitForPong(port, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const answered = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.setTimeout(500)
      let reply = ''
      socket.on('connect', () => socket.write('PING\r\n'))
      socket.on('data', (data) => {
        reply += data
        if (reply.includes('\r\n')) {
          socket.destroy()
          resolve(reply.startsWith('+PONG') || reply.startsWith('-NOAUTH'))
        }
      })
      socket.on('error', () => resolve(false))
      socket.on('timeout', () => {
        socket.destroy()
        resolve(false)
      })
    })
    if (answered) return
    if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not answer within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Starts a redis-server; returns { url, port, stop(), restart(), pause(), resume() }. */
export async function startRedis({ keepData = false, password = '' } = {}) {
  if (!fs.existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} is missing: install Debian's redis-server (apt-get install redis-server)`)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sel-test-redis-'))
  const port = await freePort()
  let child = null
  let log = ''

  const kill = () => {
    if (child && child.exitCode === null) child.kill('SIGKILL')
  }
  onExit(() => {
    kill()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const start = async () => {
    fs.mkdirSync(dir, { recursive: true })
    log = ''
    child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...(keepData ? ['--appendonly', 'yes', '--appendfsync', 'always'] : ['--appendonly', 'no']), '--dir', dir, ...(password ? ['--requirepass', password] : [])], { stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.on('data', (data) => (log = `${log}${data}`.slice(-4000)))
    child.stderr.on('data', (data) => (log = `${log}${data}`.slice(-4000)))
    try {
      await waitForPong(port)
    } catch (error) {
      kill()
      throw new Error(`${error.message}\n${log}`)
    }
  }
  const halt = async () => {
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    // A frozen server (`pause()`) handles the signal once it runs again.
    child.kill('SIGCONT')
    await exited
  }

  await start()
  return {
    url: `redis://${password ? `:${encodeURIComponent(password)}@` : ''}127.0.0.1:${port}`,
    port,
    /** Stops the server; its folder goes when this process ends (so `restart()` can bring the same data back). */
    stop: halt,
    /** Freezes the server (SIGSTOP): connections stay open and nothing answers, as with a hung Redis. */
    pause: () => void child?.kill('SIGSTOP'),
    /** Lets a frozen server go on (SIGCONT). */
    resume: () => void child?.kill('SIGCONT'),
    /** Stops the server (if running) and starts it again on the same port (empty, unless `keepData`). */
    async restart() {
      await halt()
      await start()
    },
  }
}

/** Whether redis-server is installed (tests skip with a clear message when it is not). */
export const redisServerInstalled = () => spawnSync(REDIS_SERVER, ['--version']).status === 0
