'use client'

import { useState } from 'react'

import styles from './Video.module.css'
import { VideoPoster } from './VideoPoster'

type Props = {
  title: string
  embedSrc: string
  thumbnailSrc?: string
  /** Load the player at once: for a video the visitor already asked for, such as one opened in a dialog. */
  autoLoad?: boolean
}

/**
 * Shows a poster with a play button; the third-party player loads only when the visitor presses play.
 * Nothing is requested from the video host before that.
 */
export function VideoPlayer({ title, embedSrc, thumbnailSrc, autoLoad = false }: Props) {
  const [playing, setPlaying] = useState(autoLoad)
  return (
    <div className={styles.frame}>
      {playing ? (
        <iframe
          src={embedSrc}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          ref={(frame) => {
            if (!autoLoad) frame?.focus()
          }}
        />
      ) : (
        <button type="button" className={styles.poster} onClick={() => setPlaying(true)}>
          <VideoPoster thumbnailSrc={thumbnailSrc} label={`Play video: ${title}`} />
        </button>
      )}
    </div>
  )
}
