/**
 * The development provider's pages: plain server-rendered HTML forms with their styles inline, no script and
 * nothing loaded from elsewhere.
 */
const escape = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;color:#1d2b36;background:#eef1f4}
main{max-width:26rem;margin:8vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002}
h1{font-size:1.4rem;margin-top:0}label{display:block;margin:1rem 0 .25rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.6rem;font:inherit;border:1px solid #8a99a6;border-radius:6px}
button{margin-top:1.25rem;margin-right:.5rem;padding:.6rem 1.2rem;font:inherit;font-weight:600;border-radius:6px;border:2px solid #0b5c8a;background:#0b5c8a;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b5c8a}:focus-visible{outline:3px solid #d9822b;outline-offset:2px}
.error{color:#a4161a;font-weight:600}.note{font-size:.9rem;color:#4a5a66}`

export function page(title, body) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Local demo sign-in</title><style>${STYLE}</style></head>
<body><main><h1>${escape(title)}</h1>${body}</main></body></html>`
}

export function loginPage({ uid, email = '', error, demo }) {
  return page(
    'Sign in',
    `${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}/login">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required value="${escape(email)}" autofocus>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<form method="post" action="/interaction/${escape(uid)}/abort"><button type="submit" class="secondary">Cancel</button></form>
<p class="note">Local demo provider: sign in as ${escape(demo.email)} with the password ${escape(demo.password)}.</p>`,
  )
}

export function consentPage({ uid, clientName, scopes }) {
  return page(
    'Share your details?',
    `<p>${escape(clientName)} asks to know who you are: ${escape(scopes.join(', '))}.</p>
<form method="post" action="/interaction/${escape(uid)}/confirm"><button type="submit">Allow</button></form>
<form method="post" action="/interaction/${escape(uid)}/abort"><button type="submit" class="secondary">Deny</button></form>`,
  )
}

export function logoutPage({ form }) {
  return page('Sign out', `${form}<p>Do you want to sign out of the local demo provider too?</p>
<button type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>
<button type="submit" form="op.logoutForm" class="secondary">No, stay signed in</button>`)
}

export const signedOutPage = () => page('Signed out', '<p>You are signed out of the local demo provider.</p>')

export const errorPage = (error, description) => page('Sign-in error', `<p class="error">${escape(error)}</p><p>${escape(description ?? '')}</p>`)
