/**
 * The local demo's OpenID provider (oidc-provider): one demo account, a login page and a consent page, kept in
 * memory. The site signs visitors in here when no OIDC_ISSUER is configured in development (see README.md).
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import http from 'node:http'

import Provider from 'oidc-provider'

import { consentPage, errorPage, loginPage, logoutPage, signedOutPage } from './pages.mjs'

/** The one account: its password is public, like the provider itself. */
export const DEMO_ACCOUNT = { id: 'demo-educator', email: 'demo@example.org', name: 'Demo Educator', password: 'demo-password' }

const html = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  res.end(body)
}

async function formBody(req) {
  let text = ''
  for await (const chunk of req) {
    text += chunk
    if (text.length > 10_000) break
  }
  return new URLSearchParams(text)
}

/**
 * The provider at `issuer` for one client (the site). Returns { server, provider }; the server is not listening yet.
 */
export function createDevIdentityProvider({ issuer, client }) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        client_name: 'The site (local demo)',
        redirect_uris: client.redirectUris,
        post_logout_redirect_uris: client.postLogoutRedirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    async findAccount(ctx, id) {
      if (id !== DEMO_ACCOUNT.id) return undefined
      return { accountId: id, claims: async () => ({ sub: id, name: DEMO_ACCOUNT.name, email: DEMO_ACCOUNT.email }) }
    },
    claims: { openid: ['sub'], profile: ['name'], email: ['email'] },
    // The name goes in the ID token itself, which is all the site reads.
    conformIdTokenClaims: false,
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'local-demo', use: 'sig', alg: 'RS256' }] },
    pkce: { required: () => true },
    interactions: { url: (ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => void (ctx.body = logoutPage({ form })),
        postLogoutSuccessSource: async (ctx) => void (ctx.body = signedOutPage()),
      },
    },
    ttl: { Interaction: 60 * 60, Session: 24 * 60 * 60, Grant: 24 * 60 * 60, IdToken: 60 * 60, AccessToken: 60 * 60, AuthorizationCode: 60 },
    renderError: async (ctx, out) => void (ctx.type = 'html', (ctx.body = errorPage(out.error, out.error_description))),
  })
  const handleProvider = provider.callback()

  async function interaction(req, res, uid, action) {
    const details = await provider.interactionDetails(req, res)
    if (details.uid !== uid) return html(res, 400, errorPage('invalid_request', 'This sign-in page is out of date. Please start again from the site.'))
    const { prompt, params } = details
    if (req.method === 'GET' && !action) {
      if (prompt.name === 'login') return html(res, 200, loginPage({ uid, demo: DEMO_ACCOUNT }))
      const scopes = String(params.scope ?? 'openid').split(' ')
      return html(res, 200, consentPage({ uid, clientName: 'The site (local demo)', scopes }))
    }
    if (req.method !== 'POST') return html(res, 405, errorPage('method_not_allowed', 'Use the form.'))
    if (action === 'abort') {
      return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The sign-in was cancelled.' }, { mergeWithLastSubmission: false })
    }
    if (action === 'login' && prompt.name === 'login') {
      const form = await formBody(req)
      const email = (form.get('email') ?? '').trim().toLowerCase()
      if (email !== DEMO_ACCOUNT.email || form.get('password') !== DEMO_ACCOUNT.password) {
        return html(res, 400, loginPage({ uid, email, error: 'The email or password is not right.', demo: DEMO_ACCOUNT }))
      }
      return provider.interactionFinished(req, res, { login: { accountId: DEMO_ACCOUNT.id } }, { mergeWithLastSubmission: false })
    }
    if (action === 'confirm' && prompt.name === 'consent') {
      const grant = details.grantId ? await provider.Grant.find(details.grantId) : new provider.Grant({ accountId: details.session.accountId, clientId: params.client_id })
      const missing = prompt.details
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '))
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims)
      const grantId = await grant.save()
      return provider.interactionFinished(req, res, { consent: details.grantId ? {} : { grantId } }, { mergeWithLastSubmission: true })
    }
    return html(res, 400, errorPage('invalid_request', 'This step of the sign-in is not expected now. Please start again from the site.'))
  }

  const server = http.createServer((req, res) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|confirm|abort))?$/.exec(new URL(req.url, issuer).pathname)
    if (!match) return handleProvider(req, res)
    interaction(req, res, match[1], match[2]).catch(() => {
      if (!res.headersSent) html(res, 400, errorPage('invalid_request', 'This sign-in has expired. Please start again from the site.'))
    })
  })
  return { server, provider }
}
