'use client'

import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'

import { ACCOUNT_SESSION_PATH, accountUserOf, hasUserCookie, type AccountSession } from '@/lib/account'

/** What the page knows of the visitor: while `isCheckingAuth`, nothing yet. */
export type AccountState = { name: string | null; isLoggedIn: boolean; isCheckingAuth: boolean }

const CHECKING: AccountState = { name: null, isLoggedIn: false, isCheckingAuth: true }
const SIGNED_OUT: AccountState = { name: null, isLoggedIn: false, isCheckingAuth: false }

const noSubscription = () => () => {}

/**
 * The visitor as the page knows them, checked once the page's script runs: without the `user` cookie nobody is signed
 * in and nothing is asked; with it, GET /api/account/session names the user. The server's HTML is always "checking",
 * so pages stay the same for everyone. A failed check stays "checking". `signOut` clears the user from the page.
 */
export function useAccount(): AccountState & { signOut: () => void } {
  // null in the server's HTML and while hydrating, then whether the display cookie is there.
  const cookieSays = useSyncExternalStore(
    noSubscription,
    () => hasUserCookie(document.cookie),
    () => null,
  )
  const [answer, setAnswer] = useState<AccountSession['user'] | undefined>(undefined)
  const [forgotten, setForgotten] = useState(false)

  useEffect(() => {
    if (!cookieSays) return
    const controller = new AbortController()
    fetch(ACCOUNT_SESSION_PATH, { signal: controller.signal, credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((body) => setAnswer(accountUserOf(body)))
      // Offline, refused or unreadable: the bar stays hidden rather than guess.
      .catch(() => undefined)
    return () => controller.abort()
  }, [cookieSays])

  const signOut = useCallback(() => setForgotten(true), [])
  const state = forgotten || cookieSays === false || answer === null ? SIGNED_OUT : cookieSays === null || answer === undefined ? CHECKING : { name: answer.name, isLoggedIn: true, isCheckingAuth: false }
  return { ...state, signOut }
}
