import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { payloadClient } from '@/server/content'
import { env } from '@/server/env.server'
import { isSafeRedirectPath, safeRedirectPath } from '@/lib/paths'

/** Turns on draft mode for a signed-in editor who holds the preview secret, then opens the page. */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const path = url.searchParams.get('path')
  if (url.searchParams.get('secret') !== env.PREVIEW_SECRET) {
    return new Response('This preview link is not valid.', { status: 403 })
  }
  if (!isSafeRedirectPath(path)) {
    return new Response('The preview link must name a page path on this site.', { status: 400 })
  }
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  const draft = await draftMode()
  if (!user) {
    draft.disable()
    return new Response('Sign in to the CMS to preview drafts.', { status: 403 })
  }
  draft.enable()
  redirect(safeRedirectPath(path))
}
