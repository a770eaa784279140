import type { ReactNode } from 'react'

import { env } from '@/server/env.server'
import { privacyEmbedUrl, streamPlayerUrl, videoThumbnailPath, type StreamConfig } from '@/lib/video'
import { buttonClassName } from './button-style'
import { Modal, VideoPlayer } from './islands.client'
import styles from './Video.module.css'
import { VideoPoster } from './VideoPoster'

type PlayerOptions = {
  /** Load the player at once (a video the visitor already asked for, as in a dialog). */
  autoLoad?: boolean
  /** Videos sharing a group play one at a time (lib/video-group). */
  group?: string
}

/** Privacy-mode video by id: thumbnail first, the no-cookie player after the visitor presses play. */
export function Video({
  videoId,
  title,
  autoLoad,
  group,
  poster,
  thumbnailShape,
}: PlayerOptions & { videoId: string; title: string; poster?: ReactNode; thumbnailShape?: 'video' | 'webinar' }) {
  return (
    <VideoPlayer
      title={title}
      thumbnailSrc={videoThumbnailPath(videoId)}
      embedSrc={privacyEmbedUrl(env.VIDEO_EMBED_HOST, videoId)}
      autoLoad={autoLoad}
      group={group}
      poster={poster}
      thumbnailShape={thumbnailShape}
    />
  )
}

/** The hosted streaming player (channel, media, player form), loaded after the visitor presses play. */
export function StreamVideo({
  title,
  autoLoad,
  group,
  width,
  height,
  ...config
}: PlayerOptions & StreamConfig & { title: string; width?: number | null; height?: number | null }) {
  return (
    <VideoPlayer
      title={title}
      embedSrc={streamPlayerUrl(env.STREAM_PLAYER_HOST, config)}
      autoLoad={autoLoad}
      group={group}
      size={{ width, height }}
    />
  )
}

type PopoutProps = {
  /** The dialog's title, also the video's accessible name. */
  title: string
  /** A privacy-mode video by id… */
  videoId?: string | null
  /** …or a hosted-player embed. */
  stream?: StreamConfig | null
  /** A picture of our own on the trigger, instead of the video's thumbnail. */
  image?: ReactNode
  /** A button with these words as the trigger, instead of a picture. */
  buttonText?: string | null
  buttonColor?: string | null
}

/** A trigger (a video picture or a button) that opens the video in a dialog; the player loads only then. */
export function VideoPopout({ title, videoId, stream, image, buttonText, buttonColor }: PopoutProps) {
  const player = videoId ? (
    <Video videoId={videoId} title={title} autoLoad />
  ) : stream?.channelId ? (
    <StreamVideo title={title} autoLoad {...stream} />
  ) : null
  if (!player) return null
  return (
    <Modal
      title={title}
      triggerClassName={buttonText ? buttonClassName({ color: buttonColor, className: styles.buttonTrigger }) : styles.popoutTrigger}
      triggerLabel={
        buttonText ?? <VideoPoster thumbnailSrc={videoId ? videoThumbnailPath(videoId) : undefined} image={image} label={`Watch video: ${title}`} />
      }
    >
      {player}
    </Modal>
  )
}
