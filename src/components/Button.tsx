import type { AnchorHTMLAttributes } from 'react'

import { isButtonColor } from '../lib/buttons'
import { Link } from './Link'
import styles from './Button.module.css'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'color'> & {
  text?: string | null
  url?: string | null
  /** One of the colour keys (primary, secondary, gray, yellow, orange, selaGray); others use #487A7B. */
  color?: string | null
}

/** A link styled as a button. Renders nothing unless it has both text and an address. */
export function LinkButton({ text, url, color, className, ...rest }: Props) {
  if (!text || !url) return null
  const colorClass = styles[isButtonColor(color) ? color : 'fallback']
  return (
    <Link href={url} className={['button', styles.button, colorClass, className].filter(Boolean).join(' ')} {...rest}>
      {text}
    </Link>
  )
}

/** Up to two buttons side by side; each shows only when it has text and an address. */
export function LinkButtons({ links, className }: { links: Props[]; className?: string }) {
  const shown = links.filter((link) => link.text && link.url)
  if (!shown.length) return null
  return (
    <div className={[styles.group, className].filter(Boolean).join(' ')}>
      {shown.map((link, index) => (
        <LinkButton key={index} {...link} />
      ))}
    </div>
  )
}
