// The consent mail's links wired to this server: the CMS's contacts and the site's secret.
import 'server-only'

import { payloadClient } from '@/server/content'
import { env } from '@/server/env.server'
import { consentPages } from './consent-pages'
import { localProvider } from './provider'

export const consentRoutes = consentPages({
  secret: env.PAYLOAD_SECRET,
  confirm: async (email) => localProvider(await payloadClient()).confirm(email),
  unsubscribe: async (email) => localProvider(await payloadClient()).unsubscribe(email),
  log: (message, details) => console.error(message, details),
})
