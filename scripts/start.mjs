/**
 * `npm start`: prepares the database (migrations, demo content when empty), builds when the sources changed
 * since the last build, and serves the production site on PORT (default 3000). `npm run dev` (`--dev`) does the same
 * without a build, through the development server (pages compiled on request, edits reloaded).
 *
 * The local demo has no marketing-automation account: unless MARKETING_FORMS_URL is set (or SITE_ENV is not
 * development), the provider's local stand-in (tests/stand-ins/marketing-forms.mjs) serves the embedded forms, so
 * they load and can be sent on this machine too. In development the site and the stand-in listen on loopback only,
 * unless HOST names an interface (then both listen there, and browsers load the forms from SITE_URL's host).
 *
 * Mail: unless SMTP_URL is set in development, a local mail catcher (tests/stand-ins/mail-catcher.mjs) receives what the
 * site sends and lists it on http://localhost:1080 (MAIL_CATCHER_PORT).
 *
 * Likewise, with no OIDC_ISSUER in development, visitors sign in at the local demo's OpenID provider
 * (scripts/dev-identity-provider), started here on OIDC_DEV_PORT (default 3090).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { bin, buildIfNeeded, clearRouteCache, freePort, root, run } from './lib.mjs'

const port = process.env.PORT || '3000'
fs.mkdirSync(path.join(root, 'data'), { recursive: true })

const dev = process.argv.includes('--dev')
run(process.execPath, [path.join(root, 'scripts', 'migrate.mjs')])
run(bin('payload'), ['run', 'src/seed/run.ts', 'if-empty'])
if (!dev) {
  buildIfNeeded()
  clearRouteCache()
}

const env = { ...process.env, PORT: port }
const development = (process.env.SITE_ENV ?? 'development') === 'development'
if (development && !process.env.MARKETING_FORMS_URL) {
  const formsPort = String(await freePort())
  const forms = spawn(process.execPath, [path.join(root, 'tests', 'stand-ins', 'marketing-forms.mjs')], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, MARKETING_FORMS_PORT: formsPort, MARKETING_FORMS_HOST: process.env.HOST || '127.0.0.1' },
  })
  process.on('exit', () => forms.exitCode === null && forms.kill('SIGTERM'))
  const formsHost = process.env.HOST && process.env.SITE_URL ? new URL(process.env.SITE_URL).hostname : '127.0.0.1'
  env.MARKETING_FORMS_URL = `http://${formsHost}:${formsPort}`
  console.log(`\nMarketing-automation forms come from the provider's local stand-in at ${env.MARKETING_FORMS_URL}`)
}

if (development && !process.env.SMTP_URL) {
  const mailPort = process.env.MAIL_CATCHER_PORT || '1080'
  const smtpPort = String(await freePort())
  const catcher = spawn(process.execPath, [path.join(root, 'tests', 'stand-ins', 'mail-catcher.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, MAIL_CATCHER_PORT: mailPort, MAIL_CATCHER_SMTP_PORT: smtpPort, MAIL_CATCHER_HOST: process.env.HOST || '127.0.0.1' },
  })
  process.on('exit', () => catcher.exitCode === null && catcher.kill('SIGTERM'))
  env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`
  console.log(`\nMail the site sends (password resets, confirmations of updates) is caught here: http://localhost:${mailPort}`)
}

if (development && !process.env.OIDC_ISSUER) {
  const identity = spawn(process.execPath, [path.join(root, 'scripts', 'dev-identity-provider', 'main.mjs')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: port },
  })
  process.on('exit', () => identity.exitCode === null && identity.kill('SIGTERM'))
}

console.log(`\nServing the site at http://localhost:${port} (admin at /admin)`)
const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), ...(dev ? ['--dev'] : [])], { cwd: root, stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
