/**
 * `node scripts/dev-identity-provider/main.mjs`: the local demo's OpenID provider on loopback (OIDC_DEV_PORT, default
 * 3090), for the site at SITE_URL (default http://localhost:PORT). `npm start` runs it when no OIDC_ISSUER is set in
 * development. See README.md beside this file.
 */
import { DEV_IDENTITY_CLIENT, DEV_IDENTITY_DEFAULT_PORT, devIdentityIssuer } from '../../src/server/dev-identity.mjs'
import { createDevIdentityProvider, DEMO_ACCOUNT } from './provider.mjs'

const port = Number(process.env.OIDC_DEV_PORT || DEV_IDENTITY_DEFAULT_PORT)
const siteUrl = process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`
const issuer = devIdentityIssuer({ port, host: process.env.HOST, siteUrl: process.env.SITE_URL })
const { server } = createDevIdentityProvider({
  issuer,
  client: {
    ...DEV_IDENTITY_CLIENT,
    redirectUris: [process.env.OIDC_REDIRECT_URL || new URL('/api/account/callback', siteUrl).href],
    postLogoutRedirectUris: [process.env.OIDC_POST_LOGOUT_URL || new URL('/', siteUrl).href],
  },
})
server.listen(port, process.env.HOST || '127.0.0.1', () => {
  console.log(`The local demo sign-in provider is at ${issuer} (${DEMO_ACCOUNT.email}, password ${DEMO_ACCOUNT.password})`)
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))
