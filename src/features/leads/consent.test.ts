import { describe, expect, it } from 'vitest'

import { consentIntent, nextConsent, nextPermission } from './consent'

describe('consent from a submission', () => {
  it('reads the first form’s box; the second form does not ask', () => {
    expect(consentIntent('first', true)).toBe('yes')
    expect(consentIntent('first', false)).toBe('no')
    expect(consentIntent('second', false)).toBe('unasked')
  })

  it('an unticked box always withdraws; a ticked one is pending until confirmed and never yes on its own', () => {
    expect(nextConsent(null, 'yes')).toBe('pending')
    expect(nextConsent('no', 'yes')).toBe('pending')
    expect(nextConsent('pending', 'yes')).toBe('pending')
    expect(nextConsent('yes', 'yes')).toBe('yes')
    for (const current of [null, 'no', 'pending', 'yes'] as const) expect(nextConsent(current, 'no')).toBe('no')
    expect(nextConsent('yes', 'unasked')).toBe('yes')
    expect(nextConsent(null, 'unasked')).toBe('no')
  })

  it('Constant Contact: unticked unsubscribes, ticked asks for confirmation, never explicit, never re-enables an unsubscribed contact', () => {
    for (const current of [undefined, 'implicit', 'explicit', 'pending_confirmation', 'not_set']) expect(nextPermission(current, 'no')).toBe('unsubscribed')
    expect(nextPermission(undefined, 'yes')).toBe('pending_confirmation')
    expect(nextPermission('implicit', 'yes')).toBe('pending_confirmation')
    expect(nextPermission('not_set', 'yes')).toBe('pending_confirmation')
    expect(nextPermission('explicit', 'yes')).toBe('explicit')
    expect(nextPermission('unsubscribed', 'yes')).toBe('unsubscribed')
    expect(nextPermission('unsubscribed', 'unasked')).toBe('unsubscribed')
    expect(nextPermission(undefined, 'unasked')).toBe('implicit')
  })
})
