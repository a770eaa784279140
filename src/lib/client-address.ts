/**
 * The client's address: the first entry of X-Forwarded-For, which the proxy in front of the site must set (the
 * server trusts it); without a proxy Next sets it from the connection.
 */
export const clientAddress = (headers: Headers): string => headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown'
