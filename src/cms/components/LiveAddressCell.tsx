import type { Payload } from 'payload'

import { liveAddress } from './page-addresses'

type Props = { payload: Payload; rowData?: { id?: number | string; title?: string | null } }

/** The pages list's live address column: the page's public address and a link to it, or that it is not published. */
export async function LiveAddressCell({ payload, rowData }: Props) {
  const address = await liveAddress(payload, rowData?.id)
  if (!address) return <span>Not published</span>
  return (
    <span>
      {address.url}{' '}
      <a href={address.path} target="_blank" rel="noopener" aria-label={`View on site: ${rowData?.title || address.path} (opens in a new tab)`}>
        View on site
      </a>
    </span>
  )
}
