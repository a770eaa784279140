import type { APIRequestContext } from '@playwright/test'

import { mailCatcherURL, productionURL } from '../../playwright.config'
import { consentIntent } from '../../src/features/leads/consent'
import { contactPayload } from '../../src/features/leads/contact'
import { ConstantContactProvider, type OAuthTokens } from '../../src/features/leads/providers/constant-contact'
import { startConstantContactStandIn } from '../../src/features/leads/providers/constant-contact.stand-in'
import { sampleContact } from '../../src/features/leads/providers/sample'
import { ADMIN_AXE_EXCEPTIONS, type CaughtMail, EDITORS, expect, expectNoAxeViolations, fillInAdmin, mailTo, test } from './fixtures'

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

/** The first form with the updates box ticked (`true`) or not. */
const withUpdates = (email: string, ticked: boolean, overrides: Record<string, unknown> = {}) =>
  lead(email, {
    custom_fields: [
      { name: 'custom_field_14', value: 'true' },
      { name: 'custom_field_15', value: String(ticked) },
    ],
    ...overrides,
  })

/** The confirm and unsubscribe links of a mail (its text names each once). */
const linksOf = (mail: CaughtMail) => ({
  confirm: /https?:\/\/\S+\/api\/leads\/confirm\?token=\S+/.exec(mail.text)?.[0] ?? '',
  unsubscribe: /https?:\/\/\S+\/api\/leads\/unsubscribe\?token=\S+/.exec(mail.text)?.[0] ?? '',
})

async function contactFor(request: APIRequestContext, email: string) {
  const { docs } = await (await request.get(`/api/contacts?where[email][equals]=${encodeURIComponent(email)}&depth=0`)).json()
  return docs[0] as { consent: string; customFields: { name: string; value: string }[] } | undefined
}

async function delivered(request: APIRequestContext, email: string, count: number) {
  await expect.poll(async () => (await submissionsFor(request, email)).filter((doc) => doc.deliveryStatus === 'delivered').length).toBe(count)
}

/** Every mail the test servers sent that names `text`, to whomever it went. */
async function mailsNaming(text: string): Promise<CaughtMail[]> {
  const answer = await fetch(`${mailCatcherURL}/api/mails`)
  return ((await answer.json()) as CaughtMail[]).filter((mail) => mail.text.includes(text))
}

/** The representatives of the territory holding `state`, as editors entered them. */
async function representativesOf(request: APIRequestContext, state: string) {
  const { docs: territories } = await (await request.get('/api/territories?limit=100&depth=0')).json()
  const territory = (territories as { id: number; fullName: string; states: string[] }[]).find((candidate) => candidate.states.includes(state))
  if (!territory) throw new Error(`No territory holds ${state} in the demo content`)
  const { docs } = await (await request.get(`/api/representatives?where[territory][equals]=${territory.id}&depth=0`)).json()
  return { territory, emails: (docs as { email: string }[]).map(({ email }) => email).sort() }
}

async function submissionsFor(request: APIRequestContext, email: string) {
  const answer = await request.get(`/api/lead-submissions?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
  expect(answer.ok()).toBe(true)
  return (await answer.json()).docs as { deliveryStatus: string; attempts: number; route: string; noticeStatus: string | null; territory: number | null; noticeSentTo: string | null }[]
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

  test('a stranger’s yes for someone else’s address stays pending, the owner’s unticked box withdraws it, and the old confirm link then confirms nothing', async ({ request }) => {
    const email = uniqueEmail('stranger-yes')
    expect((await request.post('/api/constant-contact/create', { data: withUpdates(email, true, { first_name: 'Mallory' }) })).status()).toBe(201)
    await delivered(request, email, 1)
    expect(await contactFor(request, email)).toMatchObject({ consent: 'pending', customFields: expect.arrayContaining([{ name: 'custom_field_15', value: 'false' }]) })
    // The owner of the address is asked; the mail carries its unsubscribe link also as List-Unsubscribe.
    await expect.poll(async () => (await mailTo(email)).length).toBe(1)
    const [mail] = await mailTo(email)
    const links = linksOf(mail)
    expect(mail.subject).toBe('Please confirm: updates from Heartwise Learning')
    expect(mail.headers['List-Unsubscribe']).toBe(`<${links.unsubscribe}>`)

    expect((await request.post('/api/constant-contact/create', { data: withUpdates(email, false) })).status()).toBe(201)
    await delivered(request, email, 2)
    expect(await contactFor(request, email)).toMatchObject({ consent: 'no' })
    const late = await request.post(links.confirm)
    expect(late.status()).toBe(409)
    expect(await late.text()).toContain('Nothing to confirm')
    expect(await contactFor(request, email)).toMatchObject({ consent: 'no' })
  })

  test('the mail’s confirm button makes consent yes, an unticked box withdraws even a confirmed yes, and the unsubscribe button makes it no', async ({ page, request }) => {
    test.slow()
    const email = uniqueEmail('owner-yes')
    expect((await request.post('/api/constant-contact/create', { data: withUpdates(email, true) })).status()).toBe(201)
    await delivered(request, email, 1)
    await expect.poll(async () => (await mailTo(email)).length).toBe(1)
    const first = linksOf((await mailTo(email))[0])

    // Opening the link changes nothing (mail scanners open links); the button confirms.
    await page.goto(first.confirm)
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm our updates' })).toBeVisible()
    await expectNoAxeViolations(page)
    expect(await contactFor(request, email)).toMatchObject({ consent: 'pending' })
    await page.getByRole('button', { name: 'Yes, send me updates' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible()
    expect(await contactFor(request, email)).toMatchObject({ consent: 'yes', customFields: expect.arrayContaining([{ name: 'custom_field_15', value: 'true' }]) })

    expect((await request.post('/api/constant-contact/create', { data: withUpdates(email, false) })).status()).toBe(201)
    await delivered(request, email, 2)
    expect(await contactFor(request, email)).toMatchObject({ consent: 'no' })

    // Asked again, confirmed again, then the unsubscribe button of that mail.
    expect((await request.post('/api/constant-contact/create', { data: withUpdates(email, true) })).status()).toBe(201)
    await delivered(request, email, 3)
    await expect.poll(async () => (await mailTo(email)).length).toBe(2)
    const second = linksOf((await mailTo(email))[1])
    expect((await request.post(second.confirm)).status()).toBe(200)
    expect(await contactFor(request, email)).toMatchObject({ consent: 'yes' })
    await page.goto(second.unsubscribe)
    await expect(page.getByRole('heading', { level: 1, name: 'Stop our updates' })).toBeVisible()
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible()
    expect(await contactFor(request, email)).toMatchObject({ consent: 'no' })

    // A changed or made-up link gets a clear 400 page, never a server error.
    for (const url of [`${second.confirm}x`, '/api/leads/confirm?token=c.0.bWF5YQ.forged', '/api/leads/unsubscribe', second.unsubscribe.replace('/unsubscribe', '/confirm')]) {
      for (const answer of [await request.get(url), await request.post(url)]) {
        expect(answer.status(), url).toBe(400)
        expect(await answer.text(), url).toContain('This link does not work')
      }
    }
  })

  test('a lead from Texas produces one mail to the representatives of the territory holding Texas, with a link that opens the lead', async ({ page, request }) => {
    const email = uniqueEmail('texas')
    const { territory, emails } = await representativesOf(request, 'TX')
    expect(emails.length).toBeGreaterThan(0)
    const texas = lead(email, { addresses: [{ address_type: 'PERSONAL', country_code: 'us', state_code: 'TX' }] })
    expect((await request.post('/api/constant-contact/create', { data: texas })).status()).toBe(201)

    await expect.poll(async () => (await mailsNaming(email)).length).toBe(1)
    const [notice] = await mailsNaming(email)
    expect([...notice.to].sort()).toEqual(emails)
    expect(notice.subject).toBe('New lead: Maya Ortiz, Lakeside Elementary (Texas, United States)')
    expect(notice.text).toContain(`Email: ${email}`)
    expect(notice.headers['Reply-To']).toContain(email)
    // Nothing else went out about this lead: the lead's own address gets no consent mail (its box was not ticked).
    // The delivery and the notice run at the same time: each records its own outcome, neither undoes the other's.
    await expect
      .poll(async () => (await submissionsFor(request, email))[0])
      .toMatchObject({ deliveryStatus: 'delivered', noticeStatus: 'sent', territory: territory.id, noticeSentTo: emails.join(', ') })
    expect(await mailsNaming(email)).toHaveLength(1)

    // The mail's button opens the lead in the CMS; the list shows its territory and that the representatives were told.
    await page.context().addCookies((await request.storageState()).cookies)
    const link = /Open the lead in the CMS: (\S+)/.exec(notice.text)?.[1] ?? ''
    await page.goto(new URL(link).pathname)
    await expect(page.getByRole('heading', { name: email })).toBeVisible()
    await page.goto('/admin/collections/lead-submissions')
    const row = page.getByRole('row').filter({ hasText: email })
    await expect(row).toContainText(territory.fullName)
    await expect(row).toContainText('Told')
  })

  test('a lead outside every territory goes to the address editors set under Lead notices; with none set, it is marked as no one to tell', async ({ page, request }) => {
    const mexico = (email: string) => lead(email, { addresses: [{ address_type: 'PERSONAL', country_code: 'mx', state_code: '' }] })
    const untold = uniqueEmail('untold')
    expect((await request.post('/api/globals/leadNotices', { data: { fallbackEmail: null } })).ok()).toBe(true)
    expect((await request.post('/api/constant-contact/create', { data: mexico(untold) })).status()).toBe(201)
    await expect.poll(async () => (await submissionsFor(request, untold))[0]?.noticeStatus).toBe('no-one')
    expect(await mailsNaming(untold)).toHaveLength(0)

    await page.context().addCookies((await request.storageState()).cookies)
    await page.goto('/admin/globals/leadNotices')
    const field = page.getByLabel('Leads outside every territory go to')
    await fillInAdmin(field, 'not an address')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Enter an email address, such as sales@example.org.')).toBeVisible()
    await expectNoAxeViolations(page, ADMIN_AXE_EXCEPTIONS)
    const fallback = uniqueEmail('sales-desk')
    await fillInAdmin(field, fallback)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Updated successfully.').first()).toBeVisible()

    const email = uniqueEmail('mexico')
    expect((await request.post('/api/constant-contact/create', { data: mexico(email) })).status()).toBe(201)
    await expect.poll(async () => (await mailTo(fallback)).length).toBe(1)
    const [notice] = await mailTo(fallback)
    expect(notice.subject).toBe('New lead: Maya Ortiz, Lakeside Elementary (Mexico)')
    expect(notice.text).toContain('No sales territory covers where this lead comes from')
    expect(await mailsNaming(email)).toHaveLength(1)
    await expect.poll(async () => (await submissionsFor(request, email))[0]).toMatchObject({ noticeStatus: 'sent', territory: null, noticeSentTo: fallback })
  })

  test('an editor deletes a person’s data on request, after confirming: their submissions and their contact go, no one else’s', async ({ page, request }) => {
    const email = uniqueEmail('erased')
    const other = uniqueEmail('kept')
    for (const address of [email, email, other]) expect((await request.post('/api/constant-contact/create', { data: lead(address) })).status()).toBe(201)
    await delivered(request, email, 2)
    await delivered(request, other, 1)

    await page.context().addCookies((await request.storageState()).cookies)
    await page.goto('/admin/collections/lead-submissions')
    const panel = page.getByRole('region', { name: 'Delete a person’s data' })
    await panel.getByLabel('Their email').fill(email)
    const question = page.getByRole('heading', { name: 'Delete this person’s data?' })

    // Cancelled: nothing changes.
    await panel.getByRole('button', { name: 'Delete their data…' }).click()
    await expect(question).toBeVisible()
    await expect(page.getByText(`Every form submission of ${email} is deleted here at once`)).toBeVisible()
    await expectNoAxeViolations(page, ADMIN_AXE_EXCEPTIONS)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(question).toBeHidden()
    expect(await submissionsFor(request, email)).toHaveLength(2)

    await panel.getByRole('button', { name: 'Delete their data…' }).click()
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(panel.getByRole('status')).toHaveText(`Deleted 2 form submissions of ${email}. Their contact at the email-marketing provider is being deleted too.`)
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0)
    await expect(page.getByRole('row').filter({ hasText: other })).toHaveCount(1)
    expect(await submissionsFor(request, email)).toEqual([])
    await expect.poll(async () => contactFor(request, email)).toBeUndefined()
    expect(await contactFor(request, other)).toBeTruthy()
  })

  test('visitors cannot read submissions, contacts or the export, nor delete anyone’s data', async ({ playwright }) => {
    const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
    for (const path of ['/api/lead-submissions', '/api/contacts', '/api/provider-tokens', '/api/lead-submissions/export', '/api/globals/leadNotices']) {
      const answer = await visitor.get(path)
      expect([401, 403], path).toContain(answer.status())
    }
    expect((await visitor.post('/api/lead-submissions/erase', { data: { email: 'someone@school.example' } })).status()).toBe(401)
    await visitor.dispose()
  })
})

test('Constant Contact: a stranger’s yes stays pending_confirmation; the provider’s confirm link makes it explicit, its unsubscribe link and an unticked box unsubscribe', async ({ request }) => {
  const standIn = await startConstantContactStandIn({ clientId: 'site', clientSecret: 'secret', accessToken: 'access-0', refreshToken: 'refresh-0' })
  try {
    let tokens: OAuthTokens = { accessToken: 'access-0', refreshToken: 'refresh-0' }
    const provider = new ConstantContactProvider({
      clientId: 'site',
      clientSecret: 'secret',
      listId: 'list-ost',
      customFieldIds: { custom_field_14: 'cf-research', custom_field_15: 'cf-updates' },
      tokenStore: { load: async () => tokens, save: async (saved) => void (tokens = saved) },
      logger: { error: () => undefined },
      baseUrl: standIn.baseUrl,
      tokenUrl: standIn.tokenUrl,
    })
    const form = (email: string, sendUpdates: boolean) => ({
      inResearch: true,
      sendUpdates,
      firstName: 'Maya',
      lastName: 'Ortiz',
      title: 'Counselor',
      email,
      phone: '5551234567',
      orgName: 'Lakeside',
      country: 'us',
      state_code: 'WA',
      campaignId: 'OST PublicSite',
    })
    // What the delivery job sends for a first-form submission.
    const deliver = (email: string, sendUpdates: boolean) => provider.upsert(contactPayload(form(email, sendUpdates), 'list-ost'), consentIntent('first', sendUpdates))
    const permission = async (email: string) => {
      const answer = await request.get(`${standIn.baseUrl}/v3/contacts?email=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${tokens.accessToken}` } })
      return ((await answer.json()).contacts[0]?.email_address.permission_to_send as string | undefined) ?? 'none'
    }
    const mailsTo = async (email: string) =>
      (await (await request.get(`${standIn.baseUrl}/stand-in/mail?to=${encodeURIComponent(email)}`)).json()).mails as { confirmUrl: string; unsubscribeUrl: string }[]

    expect(await deliver('stranger@school.example', true)).toMatchObject({ status: 'created' })
    expect(await permission('stranger@school.example')).toBe('pending_confirmation')
    expect(await deliver('stranger@school.example', false)).toMatchObject({ status: 'updated' })
    expect(await permission('stranger@school.example')).toBe('unsubscribed')
    const [late] = await mailsTo('stranger@school.example')
    expect((await request.get(late.confirmUrl)).status()).toBe(409)
    expect(await permission('stranger@school.example')).toBe('unsubscribed')

    await deliver('owner@school.example', true)
    const [mail] = await mailsTo('owner@school.example')
    expect((await request.get(mail.confirmUrl)).status()).toBe(200)
    expect(await permission('owner@school.example')).toBe('explicit')
    await deliver('owner@school.example', false)
    expect(await permission('owner@school.example')).toBe('unsubscribed')
    await deliver('owner@school.example', true)
    expect(await permission('owner@school.example')).toBe('unsubscribed')

    await deliver('reader@school.example', true)
    const [readerMail] = await mailsTo('reader@school.example')
    expect((await request.get(readerMail.unsubscribeUrl)).status()).toBe(200)
    expect(await permission('reader@school.example')).toBe('unsubscribed')
  } finally {
    await standIn.close()
  }
})

test('one address gets 429 with a message to wait after too many calls', async ({ playwright }) => {
  // The production server keeps the default limit (30 calls a minute); the development server's is raised for the other tests.
  // The test plays the trusted proxy for a client address of its own: other tests' calls from the loopback address
  // in the same minute count against theirs, not this one's.
  const api = await playwright.request.newContext({ baseURL: productionURL, extraHTTPHeaders: { origin: productionURL, 'x-forwarded-for': '203.0.113.29' } })
  const statuses: number[] = []
  for (let call = 0; call < 30; call += 1) statuses.push((await api.get(`/api/constant-contact/verify/limit-${call}%40school.example`)).status())
  expect(statuses).toEqual(Array(30).fill(200))
  const refused = await api.get('/api/constant-contact/verify/limit%40school.example')
  expect(refused.status()).toBe(429)
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
  expect(await refused.json()).toEqual({ message: 'You have sent this form many times in a short while. Please wait a minute and try again.' })
  await api.dispose()
})
