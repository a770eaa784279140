import type { ReactNode } from 'react'

import type { MediaSide } from '@/lib/image-side'
import type { ImageLoading } from '@/lib/sections'
import type { Media } from '@/payload-types'
import { ArtDirectedImage } from './ArtDirectedImage'
import { imageSizes } from '@/lib/breakpoints'
import { anchorId } from '@/lib/links'
import styles from './BackdropSection.module.css'

type MediaRef = number | Media | null | undefined

type Props = {
  image: MediaRef
  tablet?: MediaRef
  mobile?: MediaRef
  anchorLink?: string | null
  labelledBy?: string
  /** Where the picture sits: full background (default), or only on the left or right half on wide screens. */
  imageSide?: 'cover' | MediaSide
  loading?: ImageLoading
  className?: string
  children: ReactNode
}

/** A section over a decorative background picture, darkened so white text keeps its contrast. */
export function BackdropSection({ image, tablet, mobile, anchorLink, labelledBy, imageSide = 'cover', loading, className, children }: Props) {
  return (
    <section
      id={anchorLink ? anchorId(anchorLink) : undefined}
      aria-labelledby={labelledBy}
      className={[styles.section, styles[imageSide], className].filter(Boolean).join(' ')}
      data-image-side={imageSide}
    >
      <div className={styles.picture}>
        <ArtDirectedImage
          desktop={image}
          tablet={tablet}
          mobile={mobile}
          decorative
          loading={loading}
          className={styles.image}
          sizes={imageSide === 'cover' ? '100vw' : imageSizes({ tablet: '50vw' })}
        />
      </div>
      <div className={styles.content}>{children}</div>
    </section>
  )
}
