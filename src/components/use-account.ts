'use client'

import { useSyncExternalStore } from 'react'

import { ACCOUNT_SESSION_PATH, accountUserOf, hasUserCookie } from '@/lib/account'

/** What the page knows of the visitor: while `isCheckingAuth`, nothing yet. */
export type AccountState = { name: string | null; isLoggedIn: boolean; isCheckingAuth: boolean }

const CHECKING: AccountState = { name: null, isLoggedIn: false, isCheckingAuth: true }
const SIGNED_OUT: AccountState = { name: null, isLoggedIn: false, isCheckingAuth: false }

/** The page's one account state, shared by every part that shows it (the header's bar, the homepage hero). */
let current = CHECKING
let checked = false
const listeners = new Set<() => void>()

const publish = (next: AccountState) => {
  current = next
  for (const listener of listeners) listener()
}

/**
 * Checked once per page load, when the first part showing it appears: without the `user` cookie nobody is signed in
 * and nothing is asked; with it, GET /api/account/session names the user. A failed check stays "checking".
 */
function check() {
  if (checked) return
  checked = true
  if (!hasUserCookie(document.cookie)) return publish(SIGNED_OUT)
  fetch(ACCOUNT_SESSION_PATH, { credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : undefined))
    .then((body) => {
      const user = accountUserOf(body)
      if (user !== undefined) publish(user ? { name: user.name, isLoggedIn: true, isCheckingAuth: false } : SIGNED_OUT)
    })
    // Offline, refused or unreadable: stay "checking" rather than guess.
    .catch(() => undefined)
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  check()
  return () => listeners.delete(listener)
}

/** Clears the user from the page (signing out). */
export const forgetAccount = () => publish(SIGNED_OUT)

/**
 * The visitor as the page knows them. The server's HTML is always "checking", so pages stay the same for everyone.
 */
export const useAccount = (): AccountState =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => CHECKING,
  )
