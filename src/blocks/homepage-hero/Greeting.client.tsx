'use client'

import { useAccount } from '@/components/use-account'
import styles from './Block.module.css'

/** The returning-user panel greets a signed-in user by name, once the page knows them (nothing in the page's HTML). */
export function Greeting() {
  const { name, isLoggedIn } = useAccount()
  return isLoggedIn ? <p className={styles.greeting}>Welcome back, {name}!</p> : null
}
