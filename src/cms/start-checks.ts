/**
 * What the production server checks before it opens its port (src/instrumentation.ts runs it as Next prepares the
 * site): the settings are valid (importing the configuration validates them) and the accounts allow serving.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { accountRefusals } from './accounts'

/** Why the site must not serve, or none. The CMS is started by it, so its background jobs start with the server. */
export async function refusalsToServe(): Promise<string[]> {
  const payload = await getPayload({ config })
  return accountRefusals(payload)
}
