import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { freePort, onExit, temporaryFolder } from '../lib.mjs'

/** The stand-in's only account (its key id and secret are both this). */
const STAND_IN_KEY = 'S3RVER'

/**
 * A local S3-compatible service for tests: s3rver on a free loopback port, in a process of its own (so a caller that
 * waits for a child, as `migrateAndSeed` does, never stops it from answering), keeping its objects in a temporary
 * folder, with `bucket` created. Returns { endpoint, bucket, directory, env, stop() }: `env` holds the settings a
 * server needs to keep its uploads there. `stop()` ends the service and removes the folder; both happen when this
 * script ends too.
 */
export async function startS3({ bucket = 'site-media', region = 'us-east-1' } = {}) {
  const directory = temporaryFolder('sel-s3')
  const port = await freePort()
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, S3_STAND_IN: JSON.stringify({ bucket, port, directory }) },
  })
  const kill = () => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL')
  onExit(kill)
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve())
    child.on('exit', (code) => reject(new Error(`The S3 stand-in stopped (exit ${code}) before it was ready.`)))
  })
  const endpoint = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      kill()
      await exited
    }
    fs.rmSync(directory, { recursive: true, force: true })
  }
  return {
    endpoint,
    bucket,
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: STAND_IN_KEY,
      S3_SECRET_ACCESS_KEY: STAND_IN_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop,
  }
}

/** The stand-in's own process: serves until it is killed. */
async function serve({ bucket, port, directory }) {
  const { default: S3rver } = await import('@20minutes/s3rver')
  // The stand-in checks signatures of requests to a bucket itself (HeadBucket, listing) against `/<bucket>`, while the
  // SDK signs `/<bucket>/`: it takes any signature by its own key (another key id is still refused).
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, allowMismatchedSignatures: true, configureBuckets: [{ name: bucket }] })
  await server.run()
  console.log('ready')
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.env.S3_STAND_IN) {
    await serve(JSON.parse(process.env.S3_STAND_IN))
  } else {
    // `node scripts/cluster/s3.mjs [bucket]`: runs the stand-in until Ctrl-C and prints the settings for a server.
    const s3 = await startS3({ bucket: process.argv[2] })
    console.log(`S3 stand-in at ${s3.endpoint} (objects in ${s3.directory}). Settings for a server:`)
    for (const [key, value] of Object.entries(s3.env)) console.log(`${key}=${value}`)
  }
}
