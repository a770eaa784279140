import { env } from '@/lib/env.server'
import { privacyEmbedUrl, streamPlayerUrl, videoThumbnailPath, type StreamConfig } from '@/lib/video'
import { Modal } from './Modal.client'
import styles from './Video.module.css'
import { VideoPlayer } from './VideoPlayer.client'
import { VideoPoster } from './VideoPoster'

/** Privacy-mode video by id: thumbnail first, the no-cookie player after the visitor presses play. */
export function Video({ videoId, title, autoLoad }: { videoId: string; title: string; autoLoad?: boolean }) {
  return (
    <VideoPlayer
      title={title}
      thumbnailSrc={videoThumbnailPath(videoId)}
      embedSrc={privacyEmbedUrl(env.VIDEO_EMBED_HOST, videoId)}
      autoLoad={autoLoad}
    />
  )
}

/** A video thumbnail that opens the privacy-mode player in a dialog. */
export function VideoPopout({ videoId, title }: { videoId: string; title: string }) {
  return (
    <Modal
      title={title}
      triggerClassName={styles.popoutTrigger}
      triggerLabel={<VideoPoster thumbnailSrc={videoThumbnailPath(videoId)} label={`Watch video: ${title}`} />}
    >
      <Video videoId={videoId} title={title} autoLoad />
    </Modal>
  )
}

/** The hosted streaming player (channel, media, player form), loaded after the visitor presses play. */
export function StreamVideo({ title, ...config }: StreamConfig & { title: string }) {
  return <VideoPlayer title={title} embedSrc={streamPlayerUrl(env.STREAM_PLAYER_HOST, config)} />
}
