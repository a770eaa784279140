/**
 * The shape every place that stores an address accepts (the CMS's email fields, the email-marketing provider): ASCII
 * only, a local part of letters, digits and `!#$%&'*+/=?^_\`{|}~-` with single dots inside it, and a domain of
 * letter-or-digit labels (hyphens inside only) ending in a name of two or more letters.
 */
const STORABLE = /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i

/**
 * An email address by the site's rule: an '@' that is not first and appears once, a dot after it, the last dot past
 * the third character with at least two characters after it, no double quote or space; and a shape the stores accept,
 * so an address the form takes is never refused later (internationalised addresses are not taken).
 */
export function isEmailAddress(value: string): boolean {
  const at = value.indexOf('@')
  const lastDot = value.lastIndexOf('.')
  return (
    at > 0 &&
    value.indexOf('@', at + 1) === -1 &&
    lastDot > at + 1 &&
    lastDot > 2 &&
    value.length - lastDot - 1 >= 2 &&
    !/["\s]/.test(value) &&
    value.length <= 254 &&
    at <= 64 &&
    STORABLE.test(value)
  )
}

/** The first email-like word in a text: what sits around it and the address itself. */
export type ContactText = { before: string; email: string; after: string }

const EMAIL_CANDIDATE = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/

/**
 * Finds the email address in a contact text ("Write to info@example.org"): the text around it and the address, with
 * trailing sentence punctuation left outside. Null when the text holds no valid address: then it shows as plain text.
 */
export function findEmail(text: string | null | undefined): ContactText | null {
  if (!text) return null
  const match = EMAIL_CANDIDATE.exec(text)
  if (!match) return null
  const email = match[0].replace(/[.!?]+$/, '')
  if (!isEmailAddress(email)) return null
  const start = match.index
  return { before: text.slice(0, start), email, after: text.slice(start + email.length) }
}

/** A mailto: address for a valid email address. */
export const mailtoHref = (email: string) => `mailto:${email}`
