import type { ReactNode } from 'react'

import type { MediaSide } from '@/lib/image-side'
import styles from './Split.module.css'

/**
 * Media and text side by side (stacked on small screens). 'left' puts the media first; 'right' reverses the order.
 * Widths follow the text-section default: 31.5 % media, 68 % text.
 */
export function Split({ media, children, mediaSide = 'right', wideMedia = false }: { media: ReactNode; children: ReactNode; mediaSide?: MediaSide; wideMedia?: boolean }) {
  if (!media) return <>{children}</>
  return (
    <div className={[styles.split, mediaSide === 'left' ? styles.mediaLeft : styles.mediaRight, wideMedia ? styles.wide : ''].join(' ')}>
      <div className={styles.textSide}>{children}</div>
      <div className={styles.mediaSide}>{media}</div>
    </div>
  )
}
