import fs from 'node:fs'
import path from 'node:path'

import { expect, request as newRequest, test, type APIRequestContext } from '@playwright/test'

import { interestFormLead } from '../support/interest-form-lead.mjs'

/**
 * Two production instances (A and B) behind the caching proxy, sharing PostgreSQL, Redis and the S3 stand-in
 * (scripts/test-cluster.mjs starts them). What one instance does, the other and the proxy show.
 */
const [A, B, PROXY, CONTROL] = ['CLUSTER_A', 'CLUSTER_B', 'CLUSTER_PROXY', 'CLUSTER_CONTROL'].map((name) => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run the cluster tests with npm test cluster.`)
  return value
})
const sharedSeconds = Number(process.env.CLUSTER_SHARED_SECONDS ?? 60)

/** Stops or starts a part of the setup (redis/stop, redis/start, instances/a/kill, instances/a/start…). */
async function control(action: string) {
  const response = await fetch(`${CONTROL}/${action}`, { method: 'POST' })
  expect(response.status, `${action}: ${await response.text()}`).toBe(204)
}

/** An editor signed in on one instance (the CMS takes editor cookies only from the site's own origin, the proxy's). */
async function editorOn(base: string): Promise<APIRequestContext> {
  const editor = await newRequest.newContext({ baseURL: base, extraHTTPHeaders: { origin: PROXY } })
  const login = await editor.post('/api/users/login', { data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD } })
  expect(login.ok(), await login.text()).toBe(true)
  return editor
}

/** What instance `name` has printed so far (scripts/cluster/cluster.mjs keeps it in test-results/cluster-logs). */
const instanceLog = (name: string) => fs.readFileSync(path.join('test-results', 'cluster-logs', `instance-${name}.log`), 'utf8')
const get = (url: string) => fetch(url, { redirect: 'manual' })
const section = (text: string) => [{ blockType: 'markdownSection', title: 'Launch day', text }]

test('a page published on one instance shows on the other within moments, and through the proxy within its shared time', async ({ page }) => {
  const editor = await editorOn(A)
  const suffix = Date.now().toString(36)
  const route = `/launch-${suffix}`
  const created = await editor.post('/api/pages', { data: { title: `Launch ${suffix}`, path: route, sections: section(`First words ${suffix}`), _status: 'published' } })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = await created.json()

  // A renders and stores the page; B answers from the same store.
  expect((await get(`${A}${route}`)).status).toBe(200)
  const fromB = await get(`${B}${route}`)
  expect(await fromB.text()).toContain(`First words ${suffix}`)
  expect(fromB.headers.get('x-nextjs-cache')).toBe('HIT')
  // The proxy keeps it.
  await get(`${PROXY}${route}`)
  expect((await get(`${PROXY}${route}`)).headers.get('x-cache-status')).toBe('HIT')

  const edited = await editor.patch(`/api/pages/${doc.id}`, { data: { sections: section(`Second words ${suffix}`), _status: 'published' } })
  expect(edited.ok(), await edited.text()).toBe(true)
  const publishedAt = Date.now()
  // The CMS answers the publish first, then expires the page in Redis and tells the other instances, which
  // forget the pages they sent in the last second: B shows the new page within moments.
  await expect
    .poll(async () => (await (await get(`${B}${route}`)).text()).includes(`Second words ${suffix}`), { timeout: 5_000, intervals: [50] })
    .toBe(true)
  console.log(`Publish visible on the other instance after ${((Date.now() - publishedAt) / 1000).toFixed(2)} s.`)

  // Through the proxy: within the shared time, plus one background fetch.
  await expect.poll(async () => (await (await get(`${PROXY}${route}`)).text()).includes(`Second words ${suffix}`), { timeout: (sharedSeconds + 10) * 1000 }).toBe(true)
  console.log(`Publish visible through the proxy after ${((Date.now() - publishedAt) / 1000).toFixed(1)} s (shared time ${sharedSeconds} s).`)
  await page.goto(route)
  await expect(page.getByText(`Second words ${suffix}`)).toBeVisible()
})

test('the proxy never keeps the admin, the API or an editor’s view', async () => {
  for (const address of ['/admin/login', '/api/pages?limit=1', '/api/health']) {
    await get(`${PROXY}${address}`)
    expect((await get(`${PROXY}${address}`)).headers.get('x-cache-status'), address).not.toBe('HIT')
  }
  const asEditor = await fetch(`${PROXY}/faq`, { headers: { cookie: 'payload-token=anything' } })
  expect(asEditor.headers.get('x-cache-status')).toBe('BYPASS')
})

test('an image uploaded on one instance is served by the other, from shared storage', async () => {
  const editor = await editorOn(A)
  const bytes = fs.readFileSync(path.join('public', 'og-default.png'))
  const name = `launch-${Date.now().toString(36)}.png`
  const uploaded = await editor.post('/api/media', {
    multipart: { file: { name, mimeType: 'image/png', buffer: bytes }, _payload: JSON.stringify({ alt: 'Launch day check' }) },
  })
  expect(uploaded.status(), await uploaded.text()).toBe(201)
  const { doc } = await uploaded.json()
  for (const base of [B, PROXY]) {
    const served = await get(`${base}/api/media/file/${doc.filename}`)
    expect(served.status, base).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes), base).toBe(true)
  }
})

test('pages still answer while Redis is down, and caching resumes when it is back', async () => {
  await control('redis/stop')
  try {
    for (const base of [A, B]) {
      for (const route of ['/', '/faq', '/pricing']) expect((await get(`${base}${route}`)).status, `${base}${route}`).toBe(200)
      // The load balancer keeps the instance: Redis is reported, not required.
      const ready = await get(`${base}/api/health/ready`)
      expect(ready.status).toBe(200)
      expect((await ready.json()).checks.redis.status).toBe('error')
    }
  } finally {
    await control('redis/start')
  }
  // Stored again once Redis is back: a second request is served from the shared store.
  await expect
    .poll(
      async () => {
        await get(`${A}/pricing`)
        return (await get(`${B}/pricing`)).headers.get('x-nextjs-cache')
      },
      { timeout: 30_000 },
    )
    .toBe('HIT')
})

test('a publication scheduled for a page happens once, on one instance, and every instance and the proxy show it', async () => {
  test.setTimeout(180_000)
  const editor = await editorOn(A)
  const suffix = Date.now().toString(36)
  const route = `/scheduled-${suffix}`
  const created = await editor.post('/api/pages', { data: { title: `Scheduled ${suffix}`, path: route, sections: section(`Scheduled words ${suffix}`), _status: 'draft' } })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = await created.json()
  expect((await get(`${B}${route}`)).status).toBe(404)

  await control(`schedule-publish?page=${doc.id}&at=${encodeURIComponent(new Date(Date.now() + 2000).toISOString())}`)
  // The job queue is read once a minute.
  await expect.poll(async () => (await get(`${B}${route}`)).status, { timeout: 100_000, intervals: [2000] }).toBe(200)
  expect(await (await get(`${A}${route}`)).text()).toContain(`Scheduled words ${suffix}`)
  await expect.poll(async () => (await get(`${PROXY}${route}`)).status, { timeout: 20_000 }).toBe(200)
  // Published by one run of the job: one published version.
  await new Promise((resolve) => setTimeout(resolve, 5000))
  const versions = await editor.get(`/api/pages/versions?where[parent][equals]=${doc.id}&where[version._status][equals]=published&limit=0&depth=0`)
  expect(versions.ok(), await versions.text()).toBe(true)
  expect((await versions.json()).totalDocs).toBe(1)
})

type ProviderState = { contacts: string[]; writes: Record<string, number> }
/** What the email-marketing provider's stand-in holds: its contacts and how often each was written. */
const provider = async () => (await (await fetch(`${process.env.CLUSTER_LEAD_PROVIDER}/stand-in/state`)).json()) as ProviderState
/** Sends an interest-form lead for `email` to `base` (the proxy or one instance), as a visitor's browser would. */
async function sendLead(base: string, email: string) {
  const response = await fetch(`${base}/api/constant-contact/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PROXY },
    body: interestFormLead({ email, submissionId: email.replace(/[^\w-]/g, '-') }),
  })
  expect(response.ok, `${email}: ${response.status} ${await response.text()}`).toBe(true)
}
/** How many of `emails` the provider holds as contacts. */
const deliveredOf = async (emails: string[]) => new Set((await provider()).contacts.map((email) => email.toLowerCase()).filter((email) => emails.includes(email))).size

test('leads sent while the instance running the background work is killed each reach the provider once', async () => {
  test.setTimeout(240_000)
  const count = 40
  const suffix = Date.now().toString(36)
  const emails = Array.from({ length: count }, (_, index) => `launch-${suffix}-${index}@example.org`)

  // Positive control, and the provider's first token refresh done: the refresh token it spends is rotated, so a
  // process killed between the provider's answer and storing the new pair would leave only a spent one.
  const warmUp = `launch-${suffix}-first@example.org`
  await sendLead(PROXY, warmUp)
  await expect.poll(async () => (await provider()).contacts.includes(warmUp), { timeout: 60_000 }).toBe(true)

  await Promise.all(emails.map((email) => sendLead(PROXY, email)))
  // Kill each instance in turn, so the one running the background work is killed whichever it is.
  for (const name of ['a', 'b']) {
    await control(`instances/${name}/kill`)
    await control(`instances/${name}/start`)
  }
  await expect.poll(() => deliveredOf(emails), { timeout: 180_000, intervals: [2000] }).toBe(count)
  const { writes } = await provider()
  for (const email of emails) expect(writes[email] ?? 0, email).toBeGreaterThanOrEqual(1)
  // A delivery under way at the kill may reach the provider once more; the provider keeps one contact per address.
  const contacts = (await provider()).contacts.map((email) => email.toLowerCase()).filter((email) => emails.includes(email))
  expect(contacts.length).toBe(count)
})

/** The latest runner epoch instance `name` took, 0 if it never ran the background work. */
const latestEpoch = (name: string) => Math.max(0, ...[...instanceLog(name).matchAll(/runs the background jobs now \(runner epoch (\d+)\)/g)].map((match) => Number(match[1])))

test('an instance frozen past its lease while running the background work: the other takes over, and each lead reaches the provider once', async () => {
  test.setTimeout(240_000)
  await expect.poll(() => Math.max(latestEpoch('a'), latestEpoch('b')), { timeout: 60_000 }).toBeGreaterThan(0)
  const [runner, other] = latestEpoch('a') > latestEpoch('b') ? ['a', 'b'] : ['b', 'a']
  const [runnerBase, otherBase] = runner === 'a' ? [A, B] : [B, A]
  const epoch = latestEpoch(runner)
  const suffix = Date.now().toString(36)
  const batch = (name: string) => Array.from({ length: 8 }, (_, index) => `frozen-${suffix}-${name}-${index}@example.org`)
  const [before, during, after] = [batch('before'), batch('during'), batch('after')]

  // Sent to the runner just before it freezes: it may have claimed some, and be calling the provider for them.
  await Promise.all(before.map((email) => sendLead(runnerBase, email)))
  const logBefore = instanceLog(runner).length
  await control(`instances/${runner}/pause`)
  try {
    // The other instance stores these; only a runner sends them.
    await Promise.all(during.map((email) => sendLead(otherBase, email)))
    // Its lock connection idle past the lease, PostgreSQL frees the lock and the other instance takes over.
    await expect.poll(() => latestEpoch(other), { timeout: 90_000, intervals: [1000] }).toBeGreaterThan(epoch)
    await expect.poll(() => deliveredOf([...before, ...during]), { timeout: 60_000, intervals: [1000] }).toBe(before.length + during.length)
  } finally {
    await control(`instances/${runner}/resume`)
  }
  // Let go on, the frozen instance finds its lease ran out and runs nothing more; it still serves visitors.
  await expect.poll(() => instanceLog(runner).slice(logBefore), { timeout: 30_000 }).toMatch(/not checked within its lease|lost its database connection/)
  await Promise.all(after.map((email) => sendLead(runnerBase, email)))
  await expect.poll(() => deliveredOf(after), { timeout: 60_000, intervals: [1000] }).toBe(after.length)
  // A few seconds more for any late write from the frozen instance, then count every write.
  await new Promise((resolve) => setTimeout(resolve, 5000))
  const { writes } = await provider()
  // Only a delivery that had reached the provider as the instance froze may be written a second time.
  for (const email of before) expect(writes[email], email).toBeLessThanOrEqual(2)
  for (const email of [...during, ...after]) expect(writes[email], email).toBe(1)
  expect(latestEpoch(runner)).toBe(epoch)
})

/** A control action that answers with JSON. */
async function controlResult<T>(action: string): Promise<T> {
  const response = await fetch(`${CONTROL}/${action}`, { method: 'POST' })
  expect(response.status, `${action}: ${await response.clone().text()}`).toBe(200)
  return (await response.json()) as T
}

test('a page rewritten straight in Redis without the instances’ key is never served: it is rendered again', async () => {
  const editor = await editorOn(A)
  const suffix = Date.now().toString(36)
  const route = `/signed-${suffix}`
  const words = `Signed words ${suffix}`
  const forged = `FORGED-${suffix}`
  const created = await editor.post('/api/pages', { data: { title: `Signed ${suffix}`, path: route, sections: section(words), _status: 'published' } })
  expect(created.status(), await created.text()).toBe(201)

  // Positive control: A stores the page and B answers from the shared store.
  expect((await get(`${A}${route}`)).status).toBe(200)
  const fromStore = await get(`${B}${route}`)
  expect(await fromStore.text()).toContain(words)
  expect(fromStore.headers.get('x-nextjs-cache')).toBe('HIT')

  expect(await controlResult<number>(`redis/forge-page?${new URLSearchParams({ path: route, from: words, to: forged })}`)).toBe(1)
  // Until B's one-second page memory has passed, then from Redis: never the forged page.
  await expect
    .poll(async () => {
      const answer = await get(`${B}${route}`)
      const html = await answer.text()
      expect(html).not.toContain(forged)
      expect(html).toContain(words)
      return answer.headers.get('x-nextjs-cache')
    })
    .not.toBe('HIT')
  expect(await (await get(`${A}${route}`)).text()).not.toContain(forged)
  await expect.poll(() => instanceLog('b')).toContain('wrong or missing signature')
})

test('an instance refuses to start in production with a Redis or database address that has no password', async () => {
  for (const [without, setting] of [
    ['redis', 'REDIS_URL must carry the Redis password when SITE_ENV is production'],
    ['database', 'DATABASE_URI must carry the database password when SITE_ENV is production'],
  ]) {
    const { code, output } = await controlResult<{ code: number | string; output: string }>(`start-without-password?without=${without}`)
    expect(code, output).not.toBe(0)
    expect(output).toContain(setting)
    expect(output).not.toContain('Serving the production site')
  }
  // Positive control: the instances started with the passwords serve.
  expect((await get(`${A}/api/health/ready`)).status).toBe(200)
})
