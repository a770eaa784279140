// The CMS configuration (the Pages collection) imports this, and the Payload CLI loads that outside Next, so no
// `import 'server-only'` here (see ./env); lint keeps client files from importing it.
import { env } from './env'
import { normalizeRoute } from '../lib/paths'

/** Address that turns on draft mode for an editor and opens the page. */
export function previewUrl(path: string | null | undefined): string {
  const params = new URLSearchParams({ path: normalizeRoute(path), secret: env.PREVIEW_SECRET })
  return `${env.SITE_URL}/next/preview?${params.toString()}`
}
