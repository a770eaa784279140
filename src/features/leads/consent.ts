/**
 * Consent to marketing email (the first form's "send me updates" box). Anyone can type anyone's email into a public
 * form, so a submission proves nothing about who sent it: consent only moves toward "no" on a submission's word. A
 * "yes" stays pending until the owner of the address confirms it from the mail it gets; an unticked box always
 * withdraws. The second form does not ask, so it leaves consent as it is.
 */
import type { InterestFormKind } from './validation'

/** What one submission says about consent: ticked, unticked, or not asked (the second form). */
export type ConsentIntent = 'yes' | 'no' | 'unasked'

/** The site's own record of a contact's consent (local provider). */
export type ConsentState = 'no' | 'pending' | 'yes'

export const CONSENT_STATES: { value: ConsentState; label: string }[] = [
  { value: 'no', label: 'No' },
  { value: 'pending', label: 'Pending confirmation' },
  { value: 'yes', label: 'Yes (confirmed)' },
]

export const consentIntent = (kind: InterestFormKind, sendUpdates: boolean): ConsentIntent =>
  kind === 'first' ? (sendUpdates ? 'yes' : 'no') : 'unasked'

/**
 * The consent after a submission: "no" withdraws whatever was there; "yes" makes a contact without consent pending
 * (never yes); not asked changes nothing. `current` is null for a new contact.
 */
export function nextConsent(current: ConsentState | null, intent: ConsentIntent): ConsentState {
  if (intent === 'no') return 'no'
  if (intent === 'unasked') return current ?? 'no'
  return current === 'yes' ? 'yes' : 'pending'
}

/**
 * Constant Contact's `email_address.permission_to_send` after a submission, from the one stored (undefined for a new
 * contact): "no" unsubscribes; "yes" asks the provider's confirmed opt-in (pending_confirmation), keeps a confirmed
 * (explicit) permission and never turns an unsubscribed contact back on; not asked keeps what is stored (implicit for
 * a new contact, as before).
 */
export function nextPermission(current: string | undefined, intent: ConsentIntent): string {
  if (intent === 'no') return 'unsubscribed'
  if (intent === 'unasked') return current ?? 'implicit'
  if (current === 'explicit' || current === 'unsubscribed' || current === 'pending_confirmation') return current
  return 'pending_confirmation'
}
