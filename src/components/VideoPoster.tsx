import { Play } from 'lucide-react'
import type { ReactNode } from 'react'

import styles from './Video.module.css'

/**
 * What a video shows before it plays: a picture (one of ours, or the video's thumbnail served from our own origin), a
 * play mark and a label for screen readers.
 */
export function VideoPoster({ thumbnailSrc, image, label }: { thumbnailSrc?: string; image?: ReactNode; label: string }) {
  return (
    <>
      {image ? (
        <span aria-hidden="true">{image}</span>
      ) : thumbnailSrc ? (
        // eslint-disable-next-line @next/next/no-img-element -- served by our own thumbnail route
        <img src={thumbnailSrc} alt="" loading="lazy" decoding="async" />
      ) : null}
      <span className={styles.play} aria-hidden="true">
        <Play size={36} fill="currentColor" />
      </span>
      <span className="visually-hidden">{label}</span>
    </>
  )
}
