import { Icon } from './Icon'
import styles from './Mark.module.css'

/**
 * A green check or a red cross with its meaning in words for screen readers (the icon itself is decorative).
 * A server component.
 */
export function Mark({ positive, label }: { positive: boolean; label: string }) {
  return (
    <span className={[styles.mark, positive ? styles.positive : styles.negative].join(' ')}>
      <Icon name={positive ? 'check' : 'x'} size={22} />
      <span className="visually-hidden">{label}</span>
    </span>
  )
}
