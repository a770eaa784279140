import { request, type FullConfig } from '@playwright/test'

import { ADMIN, EDITORS } from './fixtures'

/**
 * Each spec file signs in as its own editor: sign-ins of one account running at the same moment would race
 * on that account's session list.
 */
export default async function globalSetup(config: FullConfig) {
  const api = await request.newContext({ baseURL: config.projects[0].use.baseURL, extraHTTPHeaders: config.projects[0].use.extraHTTPHeaders })
  const login = await api.post('/api/users/login', { data: ADMIN })
  if (!login.ok()) throw new Error(`Could not sign in as the seeded admin: HTTP ${login.status()}`)
  for (const editor of Object.values(EDITORS)) {
    const existing = await (await api.get(`/api/users?where[email][equals]=${encodeURIComponent(editor.email)}`)).json()
    if (existing.totalDocs > 0) continue
    const created = await api.post('/api/users', { data: { ...editor, name: editor.email } })
    if (!created.ok()) throw new Error(`Could not create ${editor.email}: HTTP ${created.status()}`)
  }
  await api.dispose()
}
