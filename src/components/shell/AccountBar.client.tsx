'use client'

import { usePathname } from 'next/navigation'

import { ACCOUNT_LOGOUT_PATH, loginAddress } from '@/lib/account'
import { forgetAccount, useAccount } from '../use-account'
import styles from './Shell.module.css'

/**
 * The header's account bar: empty while the visitor is being checked (so nothing flashes), then a 'Log in' link that
 * comes back to this page, or the signed-in user's name and a 'Log out' button (a form posting to the logout route,
 * which works without script too). The bar's box is in the server's HTML at its full height, so nothing moves.
 */
export function AccountBar() {
  const { name, isLoggedIn, isCheckingAuth } = useAccount()
  const pathname = usePathname() ?? '/'
  // The page forgets the user once the browser has taken the form: a form removed while it is sent is not sent.
  const forget = () => window.setTimeout(forgetAccount, 0)
  if (isCheckingAuth) return null
  if (!isLoggedIn) {
    return (
      <a className={styles.accountAction} href={loginAddress(pathname)}>
        Log in
      </a>
    )
  }
  return (
    <>
      <span className={styles.accountName}>
        <span className="visually-hidden">Signed in as </span>
        {name}
      </span>
      <form method="post" action={ACCOUNT_LOGOUT_PATH} onSubmit={forget}>
        <button type="submit" className={styles.accountAction}>
          Log out
        </button>
      </form>
    </>
  )
}
