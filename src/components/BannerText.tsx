import type { ReactNode } from 'react'

import type { HeadingLevel } from '@/lib/sections'
import { LinkButtons } from './Button'
import { Heading } from './Heading'
import { Markdown } from './Markdown'
import styles from './BannerText.module.css'

type LinkSpec = { text?: string | null; url?: string | null; color?: string | null }

type Props = {
  /** Small label above the title, such as the program, grade band or "Success story". */
  kicker?: string | null
  title?: string | null
  titleId?: string
  /** Small line under the title. */
  subtitle?: string | null
  text?: string | null
  links?: LinkSpec[]
  /** Level of the title, from the section's context. */
  headingLevel: HeadingLevel
  align?: 'left' | 'center'
  headingClassName?: string
  children?: ReactNode
}

/** Title, subtitle, markdown text and up to two buttons: the text side of heroes and banners. */
export function BannerText({ kicker, title, titleId, subtitle, text, links = [], headingLevel, align = 'left', headingClassName, children }: Props) {
  return (
    <div className={[styles.text, align === 'center' ? styles.center : ''].join(' ')}>
      {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
      {title ? (
        <Heading level={headingLevel} id={titleId} className={headingClassName ?? 'heading-2'}>
          {title}
        </Heading>
      ) : null}
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      <Markdown text={text} />
      {children}
      <LinkButtons links={links} className={styles.links} />
    </div>
  )
}
