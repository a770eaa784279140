/**
 * The client's address, decided once per request by the production server and handed to the site in one header
 * that only the server writes (any copy the client sent is dropped).
 *
 * It is the connection's address, unless the deployment says how many proxies in front of the server it trusts
 * (TRUSTED_PROXY_HOPS). Each trusted proxy appends the address it received the request from to X-Forwarded-For, so
 * the client's address is the entry that many hops from the right; entries further left were written by the client
 * and are never used. With fewer entries than hops the request did not come through the proxies: the connection's
 * address is used.
 */
export const CLIENT_ADDRESS_HEADER = 'x-site-client-address'

/** `::ffff:1.2.3.4` (IPv4 on an IPv6 socket) is written `1.2.3.4`. */
const plain = (address) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')

export function clientAddressOf({ socketAddress, forwardedFor, hops }) {
  const fromSocket = plain(socketAddress || 'unknown')
  if (!hops) return fromSocket
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const entry = entries.length >= hops ? entries[entries.length - hops] : undefined
  // An entry that is not an address (a client could write anything) counts as the proxy's own connection.
  return entry && /^[0-9a-f.:[\]]{2,45}$/i.test(entry) ? plain(entry) : fromSocket
}

/** Sets the one header the site reads the client's address from (src/server/request-address.ts). */
export function markClientAddress(req, hops) {
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf({ socketAddress: req.socket.remoteAddress, forwardedFor: req.headers['x-forwarded-for'], hops })
}
