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

/**
 * Framework internals (`next/dist/…`, `payload/dist/…`, `@payloadcms/*\/dist/…`) change without notice between
 * releases: the site uses the packages' public entry points only. Tests may read internals to compare with them.
 */
it('uses no private module of Next or Payload outside tests', () => {
  const PRIVATE = /['"`](?:next|payload|@payloadcms\/[a-z-]+)\/dist\//
  const offenders: string[] = []
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(`${repoRoot}/${dir}`, { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`
      if (entry.isDirectory()) visit(file)
      else if (/\.(?:[cm]?js|tsx?)$/.test(entry.name) && !/\.test\.|\.spec\./.test(entry.name) && PRIVATE.test(fs.readFileSync(`${repoRoot}/${file}`, 'utf8'))) offenders.push(file)
    }
  }
  for (const dir of ['src', 'scripts', 'bench']) visit(dir)
  for (const file of fs.readdirSync(repoRoot)) if (/\.(?:[cm]?js|ts)$/.test(file) && PRIVATE.test(fs.readFileSync(`${repoRoot}/${file}`, 'utf8'))) offenders.push(file)
  expect(offenders).toEqual([])
})
