import type { AnchorHTMLAttributes } from 'react'

import type { ButtonVariant } from '@/lib/buttons'
import { buttonClassName, buttonGroupClassName } from './button-style'
import { Link } from './Link'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'color'> & {
  text?: string | null
  url?: string | null
  /** One of the colour keys (primary, secondary, gray, yellow, orange, selaGray); others use #487A7B. */
  color?: string | null
  /** `light`: white with dark text, for a button on a coloured band (ignores `color`). */
  variant?: ButtonVariant
}

/**
 * A link styled as a button: every button-looking link on the site goes through it.
 * Renders nothing unless it has both text and an address.
 */
export function LinkButton({ text, url, color, variant, className, ...rest }: Props) {
  if (!text || !url) return null
  return (
    <Link href={url} className={buttonClassName({ color, variant, className })} {...rest}>
      {text}
    </Link>
  )
}

/** Buttons side by side, wrapping onto more lines when needed; each shows only when it has text and an address. */
export function LinkButtons({ links, className }: { links: Props[]; className?: string }) {
  const shown = links.filter((link) => link.text && link.url)
  if (!shown.length) return null
  return (
    <div className={[buttonGroupClassName, className].filter(Boolean).join(' ')}>
      {shown.map((link, index) => (
        <LinkButton key={index} {...link} />
      ))}
    </div>
  )
}
