'use client'

import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react'

import { listeningMessage, pauseMessage, PLAYER_PLAYING, playerStateOf, takesPlayerMessages } from '@/lib/player-messages'

import { announcePlay, onOtherPlay } from '@/lib/video-group'
import { useInteractive } from './use-interactive'
import styles from './Video.module.css'
import { VideoPoster } from './VideoPoster'

type Props = {
  title: string
  embedSrc: string
  thumbnailSrc?: string
  /** A picture of our own for the poster (a CMS image), instead of the video's thumbnail. */
  poster?: ReactNode
  /** Load the player at once: for a video the visitor already asked for, such as one opened in a dialog. */
  autoLoad?: boolean
  /** Players sharing a group play one at a time: starting one stops the others (lib/video-group). */
  group?: string
  /** The poster's shape: 'webinar' listings show a slightly wider thumbnail (55.7 %) than the player (56.25 %). */
  thumbnailShape?: 'video' | 'webinar'
  /** Width and height of the player in pixels, when an editor set them: its shape, and its widest. */
  size?: { width?: number | null; height?: number | null }
}

function sizeStyle(size: Props['size']): CSSProperties | undefined {
  if (!size?.width || !size.height) return undefined
  // The frame's width is capped, so its shape comes from aspect-ratio (a padding percentage follows the column instead).
  return { paddingTop: 0, aspectRatio: `${size.width} / ${size.height}`, maxWidth: `${size.width}px` }
}

/**
 * Shows a poster with a play button; the third-party player loads only when the visitor presses play, and starts
 * playing as soon as it is ready. Nothing is requested from the video host before that.
 */
export function VideoPlayer({ title, embedSrc, thumbnailSrc, poster, autoLoad = false, group, thumbnailShape = 'video', size }: Props) {
  const [playing, setPlaying] = useState(autoLoad)
  const player = useId()
  const frame = useRef<HTMLIFrameElement>(null)
  /** The visitor pressed play: focus goes to the player, and stays there once its page has loaded. */
  const focusPlayer = useRef(false)
  const messages = takesPlayerMessages(embedSrc)
  const interactive = useInteractive()

  // Another video of the group started: pause this one where it is (the player's message API), or, for a player
  // without that API, go back to the poster.
  useEffect(() => {
    if (!group) return undefined
    return onOtherPlay(group, player, () => {
      const target = frame.current?.contentWindow
      if (messages && target) target.postMessage(pauseMessage, new URL(embedSrc).origin)
      else setPlaying(false)
    })
  }, [group, player, messages, embedSrc])

  // The player reports its state: a visitor resuming it inside the player also pauses the others of the group.
  useEffect(() => {
    if (!group || !messages || !playing) return undefined
    const listener = (event: MessageEvent) => {
      if (event.source === frame.current?.contentWindow && playerStateOf(event.data) === PLAYER_PLAYING) announcePlay(group, player)
    }
    window.addEventListener('message', listener)
    return () => window.removeEventListener('message', listener)
  }, [group, player, messages, playing])

  // The pressed button is gone: focus moves to the player in its place.
  useEffect(() => {
    if (playing && focusPlayer.current) frame.current?.focus()
  }, [playing])

  const loaded = () => {
    // Loading the player's page (from another site) can drop the focus to the page's body: put it back, unless the
    // visitor has moved on meanwhile.
    if (focusPlayer.current) {
      focusPlayer.current = false
      const active = document.activeElement
      if (active === null || active === document.body || active === frame.current) frame.current?.focus()
    }
    if (messages && group) frame.current?.contentWindow?.postMessage(listeningMessage(player), new URL(embedSrc).origin)
  }

  const play = () => {
    focusPlayer.current = true
    setPlaying(true)
    if (group) announcePlay(group, player)
  }

  const shape = !playing && thumbnailShape === 'webinar' ? styles.webinarThumbnail : ''
  return (
    <div className={[styles.frame, shape].filter(Boolean).join(' ')} style={sizeStyle(size)} data-playing={playing || undefined}>
      {playing ? (
        <iframe
          src={embedSrc}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          ref={frame}
          onLoad={loaded}
        />
      ) : (
        <button type="button" className={styles.poster} onClick={play} disabled={!interactive}>
          <VideoPoster thumbnailSrc={thumbnailSrc} image={poster} label={`Play video: ${title}`} />
        </button>
      )}
    </div>
  )
}
