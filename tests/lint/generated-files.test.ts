import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

/*
 * Files Payload writes into the app stay as it writes them, so that an upgrade can write them again: what the site
 * adds to the CMS API lives in the CMS configuration (src/cms/api-guards.ts, src/cms/file-endpoint.ts, its hooks)
 * and in src/proxy.ts.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

/** Payload 3's API route, as its app templates and `create-payload-app` write it. */
const PAYLOAD_API_ROUTE = `/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

export const GET = REST_GET(config)
export const POST = REST_POST(config)
export const DELETE = REST_DELETE(config)
export const PATCH = REST_PATCH(config)
export const PUT = REST_PUT(config)
export const OPTIONS = REST_OPTIONS(config)
`

it('keeps the CMS API route as Payload writes it', () => {
  expect(fs.readFileSync(`${repoRoot}/src/app/(payload)/api/[...slug]/route.ts`, 'utf8')).toBe(PAYLOAD_API_ROUTE)
})
