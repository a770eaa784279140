import type { ReactNode } from 'react'

import { anchorId } from '@/lib/links'
import styles from './Section.module.css'

export type SectionTheme = 'none' | 'primary' | 'secondary' | 'gray'

type Props = {
  anchorLink?: string | null
  background?: SectionTheme | null
  width?: 'full' | 'narrow' | null
  divider?: boolean | null
  className?: string
  children: ReactNode
  labelledBy?: string
}

/** The frame every content section sits in: anchor id, background theme, content width, optional divider. */
export function Section({ anchorLink, background, width, divider, className, children, labelledBy }: Props) {
  const classes = [styles.section, styles[background ?? 'none'], divider ? styles.divider : '', className]
  return (
    <section
      id={anchorLink ? anchorId(anchorLink) : undefined}
      className={classes.filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
    >
      <div className={width === 'narrow' ? styles.narrow : styles.inner}>{children}</div>
    </section>
  )
}
