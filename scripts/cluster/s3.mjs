import { pathToFileURL } from 'node:url'

import S3rver from '@20minutes/s3rver'

import { freePort, temporaryFolder } from '../lib.mjs'

/** The stand-in's only account (its key id and secret are both this). */
const STAND_IN_KEY = 'S3RVER'

/**
 * A local S3-compatible service for tests: s3rver on a free loopback port, keeping its objects in a temporary folder,
 * with `bucket` created. Returns { endpoint, env, stop() }: `env` holds the settings a server needs to keep its
 * uploads there. `stop()` closes it at once (open connections too) and removes the folder; the folder goes when the
 * script ends too.
 */
export async function startS3({ bucket = 'site-media', region = 'us-east-1' } = {}) {
  const directory = temporaryFolder('sel-s3')
  const port = await freePort()
  // The stand-in checks signatures of requests to a bucket itself (HeadBucket, listing) against `/<bucket>`, while the
  // SDK signs `/<bucket>/`: it takes any signature by its own key (another key id is still refused).
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, allowMismatchedSignatures: true, configureBuckets: [{ name: bucket }] })
  await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  let running = true
  const stop = async () => {
    if (!running) return
    running = false
    const closed = server.close()
    server.httpServer.closeAllConnections()
    await closed
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

// `node scripts/cluster/s3.mjs [bucket]`: runs the stand-in until Ctrl-C and prints the settings for a server.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const s3 = await startS3({ bucket: process.argv[2] })
  console.log(`S3 stand-in at ${s3.endpoint} (objects in ${s3.directory}). Settings for a server:`)
  for (const [key, value] of Object.entries(s3.env)) console.log(`${key}=${value}`)
}
