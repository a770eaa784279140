import { spawn } from 'node:child_process'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import readline from 'node:readline'

import { afterEach, expect, it } from 'vitest'

const fixture = path.resolve(__dirname, '../../tests/support/graceful-server.mjs')
const children: ReturnType<typeof spawn>[] = []
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

async function startServer(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [fixture], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] })
  children.push(child)
  const output: string[] = []
  const lines = readline.createInterface({ input: child.stdout! })
  const port = await new Promise<number>((resolve) => lines.once('line', (line) => resolve(JSON.parse(line).port)))
  lines.on('line', (line) => output.push(line))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, port, output, exited }
}

/** A GET whose first chunk resolves `started`; `done` has the status and the whole body, or the error. */
function get(port: number, pathname: string, agent?: http.Agent) {
  let started!: () => void
  const startedPromise = new Promise<void>((resolve) => (started = resolve))
  const done = new Promise<{ status: number; body: string; connection?: string } | { error: string }>((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, agent }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          body += chunk
          started()
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }))
        res.on('error', (error) => resolve({ error: error.message }))
      })
      .on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }))
  })
  return { started: startedPromise, done }
}

const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })

it('on SIGTERM finishes the request in flight, refuses new connections, closes idle ones and exits 0', async () => {
  const { child, port, output, exited } = await startServer()
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  expect(await get(port, '/', agent).done).toMatchObject({ status: 200, body: 'ok' })
  const idle = [...Object.values(agent.freeSockets)].flat()[0]!
  const idleClosed = new Promise<void>((resolve) => idle.once('close', () => resolve()))

  const slow = get(port, '/slow')
  await slow.started
  child.kill('SIGTERM')
  await idleClosed
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(await connects(port)).toBe(false)

  expect(await slow.done).toEqual({ status: 200, body: 'first part;last part (stopping: true)', connection: 'keep-alive' })
  const answered = Date.now()
  expect(await exited).toBe(0)
  // Its connection, idle now, does not hold the exit.
  expect(Date.now() - answered).toBeLessThan(1000)
  expect(output).toContain('background work stopped')
  agent.destroy()
}, 15_000)

it('cuts off a request still running after the grace period, then exits 0', async () => {
  const { child, port, exited } = await startServer({ GRACE_MS: '300' })
  const hanging = get(port, '/hang')
  await hanging.started
  const signalled = Date.now()
  child.kill('SIGTERM')
  expect(await exited).toBe(0)
  expect(Date.now() - signalled).toBeLessThan(3000)
  expect(await hanging.done).toHaveProperty('error')
}, 15_000)
