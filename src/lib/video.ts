/** Video ids of the privacy-mode player: 11 letters, digits, '-' or '_'. */
export const isVideoId = (id: unknown): id is string => typeof id === 'string' && /^[\w-]{11}$/.test(id)

/** Thumbnails come through our own server, so the visitor's browser talks to no video host before they press play. */
export const videoThumbnailPath = (videoId: string) => `/video-thumbnail/${encodeURIComponent(videoId)}`

export const videoImageUrl = (imageHost: string, videoId: string) =>
  `${imageHost.replace(/\/+$/, '')}/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`

export const privacyEmbedUrl = (embedHost: string, videoId: string) =>
  `${embedHost.replace(/\/+$/, '')}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0&enablejsapi=1`

export type StreamConfig = {
  channelId: string
  mediaId?: string | null
  playerForm?: string | null
  formName?: string | null
  autoPlay?: boolean | null
}

/** The hosted streaming player, addressed by channel, media and the form shown around the player. */
export function streamPlayerUrl(playerHost: string, config: StreamConfig): string {
  const params = new URLSearchParams({ channelId: config.channelId })
  if (config.mediaId) params.set('mediaId', config.mediaId)
  if (config.playerForm) params.set('playerForm', config.playerForm)
  if (config.formName) params.set('formName', config.formName)
  params.set('autoPlay', String(config.autoPlay ?? true))
  return `${playerHost.replace(/\/+$/, '')}/embed?${params.toString()}`
}
