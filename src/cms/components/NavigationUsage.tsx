import type { Payload } from 'payload'

import { env } from '@/server/env'

import { liveAddress, navigationUses, publicOrigin } from './page-addresses'

type Props = { payload: Payload; id?: number | string; data?: { path?: string | null } }

const originOf = (url: string | null | undefined) => {
  try {
    return url ? [new URL(url).origin] : []
  } catch {
    return []
  }
}

/** In a page's editor: each place of the header's and footer's menus that links to the page, with a way to edit it. */
export async function NavigationUsage({ payload, id, data }: Props) {
  const [header, footer, origin, live] = await Promise.all([
    payload.findGlobal({ slug: 'header', depth: 0 }),
    payload.findGlobal({ slug: 'footer', depth: 0 }),
    publicOrigin(payload),
    liveAddress(payload, id),
  ])
  // Menus link to the published address; a page never published is matched by the address it will have.
  const path = live?.path ?? data?.path
  const ownOrigins = [...originOf(origin), ...originOf(env.SITE_URL), ...originOf(footer.domains?.publicSite)]
  const uses = navigationUses({ pageId: id, route: path }, header, footer, ownOrigins)
  const adminRoute = payload.config.routes.admin
  return (
    <div className="field-type">
      <p className="field-label">Used in navigation</p>
      {uses.length ? (
        <ul>
          {uses.map((use, index) => (
            <li key={index}>
              {use.place} (<a href={`${adminRoute}/globals/${use.global}`}>edit the {use.global}</a>)
            </li>
          ))}
        </ul>
      ) : (
        <p>Not in the site navigation.</p>
      )}
    </div>
  )
}
