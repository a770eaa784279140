import type { Payload } from 'payload'

import { MAX_TERRITORIES } from '../collection'
import { unclaimedMessage } from '../rules'

/** Above the territories list: the states, DC or Canada no territory covers yet (or that all are covered). */
export async function UnclaimedStates({ payload }: { payload: Payload }) {
  const { docs } = await payload.find({ collection: 'territories', depth: 0, limit: MAX_TERRITORIES, pagination: false, overrideAccess: true })
  return <p>{unclaimedMessage(docs)}</p>
}
