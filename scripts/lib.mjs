import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
export const bin = (name) => path.join(root, 'node_modules', '.bin', name)

/** Runs a command in the project folder, streaming its output; stops the script if it fails. */
export function run(command, args, env = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) {
    console.error(`\n✗ ${path.basename(command)} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`)
    process.exit(result.status || 1)
  }
}

const buildInputs = ['src', 'public', 'next.config.ts', 'tsconfig.json', 'package-lock.json']

/** Fingerprint of everything the production build is made from (tests excluded). */
export function sourceHash() {
  const hash = createHash('sha256')
  const visit = (relative) => {
    const full = path.join(root, relative)
    if (!fs.existsSync(full)) return
    const stat = fs.statSync(full)
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(full).sort()) visit(path.join(relative, entry))
    } else if (!/\.test\.tsx?$/.test(relative)) {
      hash.update(relative).update(fs.readFileSync(full))
    }
  }
  buildInputs.forEach(visit)
  return hash.digest('hex')
}

const hashFile = (distDir) => path.join(root, distDir, 'source-hash')

export function buildIsCurrent(distDir = '.next') {
  const file = hashFile(distDir)
  return fs.existsSync(path.join(root, distDir, 'BUILD_ID')) && fs.existsSync(file) && fs.readFileSync(file, 'utf8') === sourceHash()
}

/** Builds the production site unless the current build was made from the same sources. */
export function buildIfNeeded(env = {}) {
  if (buildIsCurrent()) {
    console.log('The production build is current.')
    return
  }
  run(bin('next'), ['build', '--webpack'], env)
  fs.writeFileSync(hashFile('.next'), sourceHash())
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/**
 * Forgets the pages Next cached while serving. They were rendered from whatever database the last server used,
 * and the database may have changed since (seed, another environment), so a fresh server renders anew.
 */
export function clearRouteCache(distDir = '.next') {
  fs.rmSync(path.join(root, distDir, 'server', 'route-cache'), { recursive: true, force: true })
}
