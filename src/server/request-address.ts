import { CLIENT_ADDRESS_HEADER } from '@/server/client-address.mjs'

/**
 * The client's address as the production server decided it (src/server/client-address.mjs): the connection's
 * address, or the X-Forwarded-For entry as many hops from the right as TRUSTED_PROXY_HOPS says. Every rate limit and
 * log uses this. Without the site's server (Next's own `next dev` or `next start`) every client counts as one.
 */
export const clientAddress = (headers: Headers): string => headers.get(CLIENT_ADDRESS_HEADER) || 'unknown'
