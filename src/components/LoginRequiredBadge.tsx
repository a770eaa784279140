import { LOGIN_KEY, LOGIN_REQUIRED } from '@/lib/login-required'
import { Icon } from './Icon'
import styles from './LoginRequiredBadge.module.css'

/** The "Login Required" label of dashboard sections flagged with an icon: a key icon and the words, both read aloud. */
export function LoginRequiredBadge({ className }: { className?: string }) {
  return (
    <p className={[styles.badge, className].filter(Boolean).join(' ')}>
      <Icon name="key-round" size={16} label={LOGIN_KEY} />
      {LOGIN_REQUIRED}
    </p>
  )
}
