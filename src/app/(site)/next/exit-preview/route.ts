import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { safeRedirectPath } from '@/lib/paths'

export async function GET(request: Request): Promise<Response> {
  ;(await draftMode()).disable()
  redirect(safeRedirectPath(new URL(request.url).searchParams.get('path')))
}
