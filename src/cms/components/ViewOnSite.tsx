import type { Payload } from 'payload'

import { liveAddress } from './page-addresses'

type Props = { payload: Payload; id?: number | string }

/** Beside a page's path in its editor: where visitors see the published page, with a link to it. */
export async function ViewOnSite({ payload, id }: Props) {
  const address = await liveAddress(payload, id)
  return (
    <div className="field-type">
      <p className="field-label">Live address</p>
      {address ? (
        <p>
          {address.url}
          <br />
          <a href={address.path} target="_blank" rel="noopener" aria-label="View on site (opens in a new tab)">
            View on site
          </a>
        </p>
      ) : (
        <p>Not published: visitors cannot see this page yet.</p>
      )}
    </div>
  )
}
