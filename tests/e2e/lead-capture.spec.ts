import type { APIRequestContext } from '@playwright/test'

import { productionURL } from '../../playwright.config'
import { sampleContact } from '../../src/features/leads/providers/sample'
import { EDITORS, expect, test } from './fixtures'

/** A contact payload as the interest forms send it (src/features/leads/api.ts). */
const lead = (email: string, overrides: Record<string, unknown> = {}) => ({
  ...sampleContact(email, { addresses: [{ address_type: 'PERSONAL', country_code: 'us', state_code: 'WA' }], lists: [] }),
  form: 'first',
  campaign_id: 'OST PublicSite',
  submission_id: `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
  website: '',
  ...overrides,
})

const uniqueEmail = (name: string) => `${name}-${Date.now().toString(36)}@school.example`

async function submissionsFor(request: APIRequestContext, email: string) {
  const answer = await request.get(`/api/lead-submissions?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
  expect(answer.ok()).toBe(true)
  return (await answer.json()).docs as { deliveryStatus: string; attempts: number; route: string }[]
}

test.describe('lead capture', () => {
  // One editor account for the file: its sign-ins must not run at the same moment (they race on its session list).
  test.describe.configure({ mode: 'serial' })

  test.beforeEach(async ({ request }) => {
    expect((await request.post('/api/users/login', { data: EDITORS.leads })).ok()).toBe(true)
  })

  test('a submission is stored, delivered to the contacts, shown to editors with its state and exported as CSV', async ({ page, request }) => {
    // Two deliveries and two admin lists, the heaviest pages: more than the usual minute while another test runs beside.
    test.slow()
    const email = uniqueEmail('delivered')
    expect((await request.get(`/api/constant-contact/verify/${encodeURIComponent(email)}`)).status()).toBe(200)
    const created = await request.post('/api/constant-contact/create', { data: lead(email) })
    expect(created.status()).toBe(201)
    expect(await created.json()).toEqual({ status: 'received' })
    await expect.poll(async () => (await submissionsFor(request, email)).map((doc) => doc.deliveryStatus)).toEqual(['delivered'])

    // The contact exists now: the lookup answers a reference, and an update with it is accepted.
    const { results } = await (await request.get(`/api/constant-contact/verify/${encodeURIComponent(email)}`)).json()
    expect(results).toEqual([{ id: expect.any(String) }])
    expect(JSON.stringify(results)).not.toContain('Maya')
    const updated = await request.put(`/api/constant-contact/update/${encodeURIComponent(results[0].id)}`, { data: lead(email, { job_title: 'Principal' }) })
    expect(updated.status()).toBe(200)
    await expect.poll(async () => (await submissionsFor(request, email)).map((doc) => `${doc.route} ${doc.deliveryStatus}`).sort()).toEqual(['create delivered', 'update delivered'])

    await page.context().addCookies((await request.storageState()).cookies)
    await page.goto('/admin/collections/lead-submissions')
    const row = page.getByRole('row').filter({ hasText: email }).first()
    await expect(row).toContainText('Delivered')
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download all as CSV' }).click()
    const file = await download
    const csv = await (await file.createReadStream()).toArray()
    const text = Buffer.concat(csv).toString('utf8')
    expect(text).toContain('Email,First name,Last name')
    expect(text).toContain(`${email},Maya,Ortiz,Principal`)

    await page.goto('/admin/collections/contacts')
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1)
  })

  test('the same submission sent twice is stored once, and a filled honeypot is dropped with a success answer', async ({ request }) => {
    const email = uniqueEmail('once')
    const body = lead(email)
    expect((await request.post('/api/constant-contact/create', { data: body })).status()).toBe(201)
    expect((await request.post('/api/constant-contact/create', { data: body })).status()).toBe(201)
    expect(await submissionsFor(request, email)).toHaveLength(1)

    const robot = uniqueEmail('robot')
    expect((await request.post('/api/constant-contact/create', { data: lead(robot, { website: 'https://spam.example' }) })).status()).toBe(201)
    expect(await submissionsFor(request, robot)).toHaveLength(0)
  })

  test('calls from another site, invalid fields and unreadable bodies get clear refusals, never a server error', async ({ request }) => {
    const email = uniqueEmail('refused')
    const otherSite = await request.post('/api/constant-contact/create', { data: lead(email), headers: { origin: 'https://evil.example' } })
    expect(otherSite.status()).toBe(403)
    expect(await otherSite.json()).toEqual({ message: 'This form can only be sent from our website.' })

    const invalid = await request.post('/api/constant-contact/create', { data: lead(email, { first_name: '', email_addresses: [{ email_address: 'maya@' }] }) })
    expect(invalid.status()).toBe(400)
    expect((await invalid.json()).errors).toEqual({ firstName: 'Please enter your first name.', email: 'Email is not valid.' })

    const unreadable = await request.post('/api/constant-contact/create', { data: '{"first_name":', headers: { 'content-type': 'application/json' } })
    expect(unreadable.status()).toBe(400)
    const forged = await request.put('/api/constant-contact/update/forged.reference', { data: lead(email) })
    expect(forged.status()).toBe(403)
    expect(await submissionsFor(request, email)).toHaveLength(0)

    expect((await request.get('/api/lead-submissions', { headers: { cookie: '' } })).status()).toBeLessThan(500)
  })

  test('the lookup answers alike for a known and an unknown address', async ({ request }) => {
    const known = uniqueEmail('known')
    expect((await request.post('/api/constant-contact/create', { data: lead(known) })).status()).toBe(201)
    await expect.poll(async () => (await submissionsFor(request, known)).map((doc) => doc.deliveryStatus)).toEqual(['delivered'])
    const answers = await Promise.all([known, uniqueEmail('never-seen')].map((email) => request.get(`/api/constant-contact/verify/${encodeURIComponent(email)}`)))
    expect(answers.map((answer) => answer.status())).toEqual([200, 200])
    const [a, b] = await Promise.all(answers.map((answer) => answer.json()))
    expect(a).toEqual({ results: [{ id: expect.any(String) }] })
    expect(b).toEqual({ results: [{ id: expect.any(String) }] })
    expect(a.results[0].id.length).toBe(b.results[0].id.length)
  })

  test('a stranger who sends someone’s email changes nothing stored on that contact', async ({ request }) => {
    const email = uniqueEmail('owner')
    expect((await request.post('/api/constant-contact/create', { data: lead(email) })).status()).toBe(201)
    await expect.poll(async () => (await submissionsFor(request, email)).map((doc) => doc.deliveryStatus)).toEqual(['delivered'])
    const stranger = lead(email, {
      first_name: 'Mallory',
      last_name: 'Stranger',
      work_phone: '555 000 0000',
      custom_fields: [
        { name: 'custom_field_14', value: 'false' },
        { name: 'custom_field_15', value: 'true' },
      ],
    })
    expect((await request.post('/api/constant-contact/create', { data: stranger })).status()).toBe(201)
    await expect.poll(async () => (await submissionsFor(request, email)).map((doc) => doc.deliveryStatus)).toEqual(['delivered', 'delivered'])
    const { docs } = await (await request.get(`/api/contacts?where[email][equals]=${encodeURIComponent(email)}&depth=0`)).json()
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ firstName: 'Maya', lastName: 'Ortiz', workPhone: '5551234567' })
    expect(docs[0].customFields).toEqual([
      { name: 'custom_field_14', value: 'true' },
      { name: 'custom_field_15', value: 'false' },
    ])
    // The stranger's submission is kept in full for editors.
    const all = await (await request.get(`/api/lead-submissions?where[email][equals]=${encodeURIComponent(email)}&depth=0&sort=createdAt`)).json()
    expect(all.docs.map((doc: { firstName: string }) => doc.firstName)).toEqual(['Maya', 'Mallory'])
  })

  test('every address the form takes is stored; the others get the form’s message, never a server error', async ({ request }) => {
    const stamp = Date.now().toString(36)
    const odd = ['ä@b.co', 'a..b@c.co', 'a@b_c.co', '.a@b.co', 'a.@b.co', 'a@-b.co', 'a@b..co', 'a b@c.co', 'a@b.c-.co', `${'a'.repeat(70)}@b.co`, `${'a'.repeat(250)}@b.co`, 'jö@exämple.org']
    const fine = [`first.last+${stamp}@sub.example.co.uk`, `o'neil-${stamp}@example.org`, `a_b-${stamp}@ex--ample.com`]
    for (const email of [...odd, ...fine]) {
      const answer = await request.post('/api/constant-contact/create', { data: lead(email) })
      expect(answer.status(), email).toBeLessThan(500)
      if (answer.status() === 201) {
        await expect.poll(async () => (await submissionsFor(request, email.toLowerCase())).length, email).toBe(1)
      } else {
        expect(answer.status(), email).toBe(400)
        expect(['Email is not valid.', 'Please use at most 80 characters.'], email).toContain((await answer.json()).errors.email)
      }
      const lookup = await request.get(`/api/constant-contact/verify/${encodeURIComponent(email)}`)
      expect(lookup.status(), email).toBeLessThan(500)
    }
    for (const email of fine) expect((await request.post('/api/constant-contact/create', { data: lead(email) })).status(), email).toBe(201)
  })

  test('visitors cannot read submissions, contacts or the export', async ({ playwright }) => {
    const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
    for (const path of ['/api/lead-submissions', '/api/contacts', '/api/provider-tokens', '/api/lead-submissions/export']) {
      const answer = await visitor.get(path)
      expect([401, 403], path).toContain(answer.status())
    }
    await visitor.dispose()
  })
})

test('one address gets 429 with a message to wait after too many calls', async ({ playwright }) => {
  // The production server keeps the default limit (30 calls a minute); the development server's is raised for the other tests.
  const api = await playwright.request.newContext({ baseURL: productionURL, extraHTTPHeaders: { origin: productionURL } })
  const statuses: number[] = []
  for (let call = 0; call < 31; call += 1) statuses.push((await api.get(`/api/constant-contact/verify/limit-${call}%40school.example`)).status())
  expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true)
  const refused = await api.get('/api/constant-contact/verify/limit%40school.example')
  expect(refused.status()).toBe(429)
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
  expect(await refused.json()).toEqual({ message: 'You have sent this form many times in a short while. Please wait a minute and try again.' })
  await api.dispose()
})
