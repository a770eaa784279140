import type { ReactNode } from 'react'

import { isCardColor, isDarkCardColor, type CardColor } from '@/lib/card-colors'
import type { CardAlignment, CardColumns, CardImageHeight, CardMediaLayout, CardWidth } from '@/lib/card-layout'
import type { ButtonVariant } from '@/lib/buttons'
import { subheadingLevel, type HeadingLevel } from '@/lib/sections'
import { LinkButtons } from './Button'
import { Heading } from './Heading'
import { Link } from './Link'
import styles from './Card.module.css'

type CardLink = { text?: string | null; url?: string | null; color?: string | null; variant?: ButtonVariant }

type Props = {
  title?: string | null
  /** The card title's level: one below the section's heading (`subheadingLevel`). */
  headingLevel: HeadingLevel
  /** A small icon above the title (components/Icon), drawn in the card's accent colour. */
  icon?: ReactNode
  /** A small line above the title (a kicker, such as "Unit 2"). */
  eyebrow?: ReactNode
  subtitle?: string | null
  /** A smaller heading under the title, one level below it. */
  subheading?: string | null
  /** A short line between the title and the text. */
  divider?: boolean | null
  /** More space around the text. */
  roomy?: boolean | null
  /** A fixed height the picture is cropped to fill; `auto` keeps its shape. */
  imageHeight?: CardImageHeight | null
  /** Share of its place the card takes from tablet width up, and where it then sits. */
  width?: CardWidth | null
  alignment?: CardAlignment | null
  /** A picture, a video or an icon at the top of the card. */
  media?: ReactNode
  /** Media above the text (default), or beside it from tablet width up. */
  mediaLayout?: CardMediaLayout
  /** Makes the media and the title links (the product's imageLinkUrl). */
  mediaHref?: string | null
  /** Up to two buttons at the bottom; each shows only with text and an address. */
  links?: CardLink[]
  background?: CardColor | string | null
  /** Centres the card's text. */
  center?: boolean | null
  /** A slimmer card: less padding, smaller title. */
  small?: boolean | null
  /** The title's look (a `heading-N` class); default heading-4, heading-5 for small cards. */
  headingClassName?: string
  /** Something pinned to the card's top corner, such as a "Coming soon" badge or a "Login Required" label. */
  badge?: ReactNode
  className?: string
  children?: ReactNode
}

/**
 * The one card of the site: every card block (card lists, image and icon cards, unit overviews, story cards…) renders
 * its cards through it, so they share spacing, colours, heading levels and link rules. A server component.
 */
export function Card({
  title,
  headingLevel,
  icon,
  eyebrow,
  subtitle,
  subheading,
  divider,
  roomy,
  imageHeight,
  width,
  alignment,
  media,
  mediaLayout,
  mediaHref,
  links = [],
  background,
  center,
  small,
  headingClassName,
  badge,
  className,
  children,
}: Props) {
  const narrow = width && width !== 'full'
  const classes = [
    styles.card,
    styles[isCardColor(background) ? background : 'none'],
    center ? styles.center : '',
    small ? styles.small : '',
    roomy ? styles.roomy : '',
    media && mediaLayout === 'beside' ? styles.beside : '',
    media && imageHeight && imageHeight !== 'auto' ? styles[`image-${imageHeight}`] : '',
    narrow ? styles[`width-${width}`] : '',
    narrow && alignment ? styles[`align-${alignment}`] : '',
    className,
  ]
  return (
    <article className={classes.filter(Boolean).join(' ')}>
      {media ? (
        <div className={styles.media}>
          {mediaHref ? (
            // With a title, the title is the link screen readers and keyboards use; the picture repeats it for the mouse.
            <Link href={mediaHref} {...(title ? { tabIndex: -1, 'aria-hidden': true } : {})}>
              {media}
            </Link>
          ) : (
            media
          )}
        </div>
      ) : null}
      <div className={styles.body}>
        {badge ? <div className={styles.badge}>{badge}</div> : null}
        {icon ? <div className={styles.icon}>{icon}</div> : null}
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        {title ? (
          <Heading level={headingLevel} className={headingClassName ?? (small ? 'heading-5' : 'heading-4')}>
            {mediaHref ? <Link href={mediaHref}>{title}</Link> : title}
          </Heading>
        ) : null}
        {subheading ? (
          <Heading level={subheadingLevel(headingLevel)} className="heading-5">
            {subheading}
          </Heading>
        ) : null}
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {divider ? <span className={styles.divider} /> : null}
        {children ? <div className={styles.text}>{children}</div> : null}
        {/* On a dark card a coloured button would vanish: buttons there are white with dark text. */}
        <LinkButtons links={isDarkCardColor(background) ? links.map((link) => ({ ...link, variant: 'light' as const })) : links} className={styles.links} />
      </div>
    </article>
  )
}

export type { CardColumns }

/** A list of cards in a responsive grid; each child is one card. `columns` applies from tablet width up. */
export function CardGrid({ columns = 3, label, className, children }: { columns?: CardColumns; label?: string; className?: string; children: ReactNode[] }) {
  const items = children.filter(Boolean)
  if (!items.length) return null
  return (
    <ul className={[styles.grid, styles[`columns${columns}`], className].filter(Boolean).join(' ')} aria-label={label}>
      {items.map((child, index) => (
        <li key={index} className={styles.item}>
          {child}
        </li>
      ))}
    </ul>
  )
}
