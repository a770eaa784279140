import { buttonLook, type ButtonVariant } from '@/lib/buttons'
import styles from './Button.module.css'

export type ButtonStyleOptions = {
  /** One of the colour keys in src/lib/buttons.ts; anything else uses the default #487A7B. */
  color?: string | null
  variant?: ButtonVariant
  className?: string
}

/**
 * The class names of the site's one button look. `LinkButton` uses it for links; a real `<button>` (in a client
 * file too: this module does not import `Link` or the environment) sets `className={buttonClassName()}`.
 */
export function buttonClassName({ color, variant, className }: ButtonStyleOptions = {}): string {
  return [styles.button, styles[buttonLook(color, variant)], className].filter(Boolean).join(' ')
}

export const buttonGroupClassName = styles.group
