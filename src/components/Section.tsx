import type { CSSProperties, ReactNode } from 'react'

import { anchorId } from '@/lib/links'
import type { SectionTheme } from '@/lib/section-themes'
import type { ContentWidth } from '@/lib/text-layout'
import styles from './Section.module.css'

type Props = {
  anchorLink?: string | null
  background?: SectionTheme | null
  width?: ContentWidth | null
  divider?: boolean | null
  className?: string
  children: ReactNode
  labelledBy?: string
  /** A section's own drawing, such as a background pattern. */
  style?: CSSProperties
}

/** The frame every content section sits in: anchor id, background theme, content width, optional divider. */
export function Section({ anchorLink, background, width, divider, className, children, labelledBy, style }: Props) {
  const classes = [styles.section, styles[background ?? 'none'], divider ? styles.divider : '', className]
  return (
    <section
      id={anchorLink ? anchorId(anchorLink) : undefined}
      className={classes.filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
      style={style}
    >
      <div className={width === 'narrow' ? styles.narrow : styles.inner}>{children}</div>
    </section>
  )
}
