import fs from 'node:fs/promises'
import path from 'node:path'

import { HeadBucketCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'

import { env, type S3Settings } from './env'

/**
 * Where uploaded files live: the bucket of S3_BUCKET when the S3 settings are given (every server process then
 * serves the same files), otherwise folders under MEDIA_DIR on this machine.
 */
export const localMediaFolders = {
  media: path.resolve(process.cwd(), env.MEDIA_DIR),
  documents: path.resolve(process.cwd(), env.MEDIA_DIR, 'documents'),
}

/** The S3 client settings for a bucket: its region, the service's address and how buckets are addressed there. */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
  }
}

export type StorageReadiness = { ok: boolean; reason?: string }

/** How long the readiness check waits for the bucket's answer. */
const READY_TIMEOUT_MS = 2000

let readinessClient: { settings: S3Settings; client: S3Client } | null = null

/**
 * Whether uploads can be stored: the bucket answers (HeadBucket, one attempt, 2 s at most) when S3 is configured,
 * otherwise the media folders exist or can be created and are writable. The reason says what is wrong.
 */
export async function storageReady(settings: S3Settings | null = env.s3, folders: string[] = Object.values(localMediaFolders)): Promise<StorageReadiness> {
  if (!settings) return foldersWritable(folders)
  if (readinessClient?.settings !== settings) {
    readinessClient?.client.destroy()
    const client = new S3Client({ ...s3ClientConfig(settings), maxAttempts: 1, requestHandler: { connectionTimeout: READY_TIMEOUT_MS, requestTimeout: READY_TIMEOUT_MS } })
    readinessClient = { settings, client }
  }
  try {
    await readinessClient.client.send(new HeadBucketCommand({ Bucket: settings.bucket }), { abortSignal: AbortSignal.timeout(READY_TIMEOUT_MS) })
    return { ok: true }
  } catch (error) {
    return { ok: false, reason: `The bucket ${settings.bucket} does not answer: ${describe(error)}` }
  }
}

async function foldersWritable(folders: string[]): Promise<StorageReadiness> {
  for (const folder of folders) {
    try {
      await fs.mkdir(folder, { recursive: true })
      await fs.access(folder, fs.constants.W_OK)
    } catch (error) {
      return { ok: false, reason: `The media folder ${folder} is not writable: ${describe(error)}` }
    }
  }
  return { ok: true }
}

/** What the service answered, in a few words: no such bucket, access refused, or the error's name and message. */
function describe(error: unknown): string {
  const status = (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode
  if (status === 404) return 'no such bucket (HTTP 404)'
  if (status === 403) return 'access refused: check the keys and their permissions on the bucket (HTTP 403)'
  const name = error instanceof Error ? error.name : 'Error'
  const message = error instanceof Error ? error.message : String(error)
  return [name, status ? `HTTP ${status}` : '', message].filter(Boolean).join(', ')
}
