import { beforeEach, describe, expect, it } from 'vitest'

import { LocalProvider, MemoryContactStore } from '../providers/local'
import { sampleContact } from '../providers/sample'
import { consentLinks } from './consent-mail'
import { consentPages } from './consent-pages'
import { CONFIRM_LIFETIME_MS } from './consent-token'

const secret = 'z'.repeat(32)
const site = 'https://site.example'
let clock = Date.UTC(2026, 10, 27, 12)
let provider: LocalProvider
let store: MemoryContactStore
let failing = false
const logged: string[] = []

const pages = () =>
  consentPages({
    secret,
    confirm: (email) => (failing ? Promise.reject(new Error('database down')) : provider.confirm(email)),
    unsubscribe: (email) => provider.unsubscribe(email),
    log: (message) => void logged.push(message),
    now: () => clock,
  })

const ticked = (email: string) => sampleContact(email, { custom_fields: [{ name: 'custom_field_15', value: 'true' }] })
const consentOf = async (email: string) => (await store.find(email))?.consent

beforeEach(() => {
  clock = Date.UTC(2026, 10, 27, 12)
  store = new MemoryContactStore()
  provider = new LocalProvider(store)
  failing = false
})

describe('the confirm link', () => {
  it('shows a page with a button that changes nothing, then the button makes a pending consent yes', async () => {
    await provider.upsert(ticked('maya@school.example'), 'yes')
    const links = consentLinks('maya@school.example', site, secret, clock)
    const shown = pages().showConfirm(new Request(links.confirm))
    expect(shown.status).toBe(200)
    expect(shown.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await shown.text()
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<button type="submit">Yes, send me updates</button>')
    expect(html).toContain(`action="/api/leads/confirm?token=${new URL(links.confirm).searchParams.get('token')}"`)
    expect(await consentOf('maya@school.example')).toBe('pending')

    const confirmed = await pages().confirm(new Request(links.confirm, { method: 'POST' }))
    expect(confirmed.status).toBe(200)
    expect(await confirmed.text()).toContain('You will receive our updates')
    expect(await consentOf('maya@school.example')).toBe('yes')
  })

  it('confirms nothing once the consent was withdrawn', async () => {
    await provider.upsert(ticked('maya@school.example'), 'yes')
    await provider.upsert(sampleContact('maya@school.example'), 'no')
    const { confirm } = consentLinks('maya@school.example', site, secret, clock)
    const answer = await pages().confirm(new Request(confirm, { method: 'POST' }))
    expect(answer.status).toBe(409)
    expect(await consentOf('maya@school.example')).toBe('no')
  })

  it('answers a bad, altered, foreign or expired token with a 400 page, never changing anything', async () => {
    await provider.upsert(ticked('maya@school.example'), 'yes')
    const { confirm, unsubscribe } = consentLinks('maya@school.example', site, secret, clock)
    const foreign = consentLinks('maya@school.example', site, 'q'.repeat(32), clock).confirm
    for (const url of [`${site}/api/leads/confirm`, `${site}/api/leads/confirm?token=%ff%fe`, `${confirm}x`, foreign, unsubscribe.replace('/unsubscribe', '/confirm')]) {
      for (const answer of [pages().showConfirm(new Request(url)), await pages().confirm(new Request(url, { method: 'POST' }))]) {
        expect(answer.status, url).toBe(400)
        expect(await answer.text()).toContain('This link does not work')
      }
    }
    clock += CONFIRM_LIFETIME_MS + 60_000
    const expired = await pages().confirm(new Request(confirm, { method: 'POST' }))
    expect(expired.status).toBe(400)
    expect(await expired.text()).toContain('This link has expired')
    expect(await consentOf('maya@school.example')).toBe('pending')
  })

  it('answers 503 with a page when the contact cannot be saved', async () => {
    failing = true
    const { confirm } = consentLinks('maya@school.example', site, secret, clock)
    const answer = await pages().confirm(new Request(confirm, { method: 'POST' }))
    expect(answer.status).toBe(503)
    expect(logged).toEqual(['A consent link could not be applied (confirm)'])
  })
})

describe('the unsubscribe link', () => {
  it('shows a button, and its POST (also the one-click unsubscribe) withdraws consent, also a confirmed one', async () => {
    await provider.upsert(ticked('maya@school.example'), 'yes')
    await provider.confirm('maya@school.example')
    const { unsubscribe } = consentLinks('maya@school.example', site, secret, clock)
    const shown = pages().showUnsubscribe(new Request(unsubscribe))
    expect(shown.status).toBe(200)
    expect(await shown.text()).toContain('<button type="submit">Unsubscribe</button>')
    expect(await consentOf('maya@school.example')).toBe('yes')

    clock += 10 * 365 * 86_400_000
    const oneClick = new Request(unsubscribe, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' })
    const answer = await pages().unsubscribe(oneClick)
    expect(answer.status).toBe(200)
    expect(await consentOf('maya@school.example')).toBe('no')
    expect((await pages().unsubscribe(new Request(`${unsubscribe}x`, { method: 'POST' }))).status).toBe(400)
  })
})
