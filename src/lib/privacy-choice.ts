/**
 * A visitor's choice not to have their visit shared with advertisers: the browser's Global Privacy Control
 * (`navigator.globalPrivacyControl`, the script side of the `Sec-GPC` header), or the site's own "Do not share my
 * information" choice, kept in this browser only (localStorage), so pages stay the same for everyone and cacheable.
 */

/** Where the site's own choice is kept. */
export const DO_NOT_SHARE_KEY = 'do-not-share'
/** Sent on the window when the choice changes, so every part of the page follows it at once. */
export const PRIVACY_CHOICE_EVENT = 'privacy-choice'

export type PrivacyChoice = { gpc: boolean; chosen: boolean }

type Host = { navigator?: object; localStorage?: Pick<Storage, 'getItem'> }

/** The visitor's choice as the browser holds it; unreadable storage counts as no choice. */
export function readPrivacyChoice(host: Host): PrivacyChoice {
  let chosen = false
  try {
    chosen = host.localStorage?.getItem(DO_NOT_SHARE_KEY) === '1'
  } catch {
    chosen = false
  }
  // Not in TypeScript's Navigator yet: read where browsers that send the signal put it.
  const gpc = (host.navigator as { globalPrivacyControl?: unknown } | undefined)?.globalPrivacyControl === true
  return { gpc, chosen }
}

/** True when nothing may be shared: Global Privacy Control is on, or the visitor chose so here. */
export const sharingRefused = (choice: PrivacyChoice) => choice.gpc || choice.chosen
