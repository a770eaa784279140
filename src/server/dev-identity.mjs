/**
 * The local demo's OpenID provider (scripts/dev-identity-provider) and the site agree on these settings: with no
 * OIDC_ISSUER in development the site signs visitors in there as this client. They are public on purpose: the
 * provider listens on loopback only and exists only in development, with a demo account whose password is public too.
 */
export const DEV_IDENTITY_DEFAULT_PORT = 3090

export const DEV_IDENTITY_CLIENT = {
  clientId: 'local-demo-site',
  clientSecret: 'local-demo-site-secret-not-for-any-real-provider',
}

/** The provider's address as browsers and the site reach it: loopback, or SITE_URL's host when HOST names an interface. */
export function devIdentityIssuer({ port, host, siteUrl }) {
  const hostname = host && siteUrl ? new URL(siteUrl).hostname : '127.0.0.1'
  return `http://${hostname}:${port}`
}
