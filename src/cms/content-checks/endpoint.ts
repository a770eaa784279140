import { ValidationError, type CollectionBeforeChangeHook, type Endpoint, type Payload, type PayloadRequest } from 'payload'

import { checkPage } from './checks'
import { readSiteFacts } from './site-facts'
import type { CheckItem } from './types'

/** The checks of a page's data (as the admin's form holds it, or as it is about to be saved). */
export async function checkPageData(payload: Payload, data: Record<string, unknown>, req?: PayloadRequest): Promise<CheckItem[]> {
  const facts = await readSiteFacts(payload, req)
  return checkPage({ data, fields: payload.collections.pages.config.fields, blocks: payload.config.blocks ?? [], facts })
}

const answer = (status: number, body: object) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * POST /api/content-checks with `{ "data": <the page's form data> }`: the checks for the page editor. Signed-in
 * editors only; a body that is not such JSON gets 400.
 */
export const contentChecksEndpoint: Endpoint = {
  path: '/content-checks',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return answer(401, { message: 'Sign in to the admin to check a page.' })
    if (req.user.collection !== 'users') return answer(403, { message: 'Only editors can check pages.' })
    let body: unknown
    try {
      body = await req.json?.()
    } catch {
      body = undefined
    }
    const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      return answer(400, { message: 'Send the page as JSON: { "data": { …the page’s fields… } }.' })
    }
    try {
      return answer(200, { items: await checkPageData(req.payload, data as Record<string, unknown>, req) })
    } catch (error) {
      // The editor keeps working; the summary says the checks could not run and tries again on the next edit.
      req.payload.logger.error(`Content checks failed: ${error instanceof Error ? error.message : String(error)}`)
      return answer(200, { items: [], unavailable: true })
    }
  },
}

/** The field as the admin's error toast lists it, which splits labels at commas: "Button address in section 3 (Centered hero)". */
const errorLabel = (item: CheckItem) => {
  const field = item.fieldLabel.replaceAll(', ', ' › ')
  return item.sectionLabel ? `${field} in ${item.sectionLabel.charAt(0).toLowerCase()}${item.sectionLabel.slice(1)}` : field
}

/**
 * Publishing a page with an internal link to no published page fails, naming the section and the field. Drafts and
 * autosaves are not checked, nor the CMS's own publishing without an editor (the seed, scheduled publications: their
 * editor saw the warnings when scheduling).
 */
export const stopBrokenLinksOnPublish: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const page = { ...originalDoc, ...data }
  if (page._status !== 'published' || !req.user) return data
  const blocking = (await checkPageData(req.payload, page, req)).filter((item) => item.blocking)
  if (blocking.length) {
    throw new ValidationError({
      collection: 'pages',
      errors: blocking.map((item) => ({ path: item.path, message: item.message, label: errorLabel(item) })),
      req,
    })
  }
  return data
}
