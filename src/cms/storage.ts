import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { env, type S3Settings } from '@/server/env'
import { s3ClientConfig } from '@/server/storage'

/**
 * Where the upload collections keep their files: in the S3 bucket when the S3 settings are given, each collection
 * under its own folder (`media/<file>`, `documents/<file>`), otherwise on the local disk (their `staticDir`).
 * Files are always served through the CMS at their usual addresses, with its access rules: the bucket needs no
 * public access. The storage fields are in the schema either way, so both ways share one set of migrations.
 */
export function uploadStorage(settings: S3Settings | null = env.s3): Plugin {
  return s3Storage({
    enabled: Boolean(settings),
    alwaysInsertFields: true,
    useCompositePrefixes: true,
    bucket: settings?.bucket ?? '',
    config: settings ? s3ClientConfig(settings) : {},
    collections: { media: { prefix: 'media' }, documents: { prefix: 'documents' } },
  })
}
