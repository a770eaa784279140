import config from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'

import type { Page } from '../payload-types'

/** The CMS, with its background jobs (scheduled publishing) running in this server. */
export const payloadClient = () => getPayload({ config, cron: true })

/** The page served at `route`: its latest draft in preview, otherwise its published version. */
export const getPage = cache(async (route: string, draft: boolean): Promise<Page | null> => {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'pages',
    where: { path: { equals: route } },
    draft,
    depth: 2,
    limit: 1,
    pagination: false,
    overrideAccess: draft,
  })
  return result.docs[0] ?? null
})

export const getSiteGlobals = cache(async () => {
  const payload = await payloadClient()
  const [header, footer, settings] = await Promise.all([
    payload.findGlobal({ slug: 'header', depth: 0 }),
    payload.findGlobal({ slug: 'footer', depth: 0 }),
    payload.findGlobal({ slug: 'siteSettings', depth: 0 }),
  ])
  return { header, footer, settings }
})

/** Theme for pages without their own: the first theme in the CMS. */
export const getDefaultTheme = cache(async () => {
  const payload = await payloadClient()
  const result = await payload.find({ collection: 'themes', depth: 1, limit: 1, sort: 'createdAt', pagination: false })
  return result.docs[0] ?? null
})
