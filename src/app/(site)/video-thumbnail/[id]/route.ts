import { env } from '@/server/env.server'
import { isVideoId, videoImageUrl } from '@/lib/video'
import { createThumbnailCache } from '@/server/video-thumbnails'

const placeholder = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360"><rect width="480" height="360" fill="#1f3a3b"/><circle cx="240" cy="180" r="64" fill="#487a7b"/></svg>`

const thumbnails = createThumbnailCache({
  fetchThumbnail: async (id) => {
    const upstream = await fetch(videoImageUrl(env.VIDEO_IMAGE_HOST, id), { signal: AbortSignal.timeout(4000) })
    if (!upstream.ok) return null
    return { bytes: await upstream.arrayBuffer(), type: upstream.headers.get('content-type') ?? 'image/jpeg' }
  },
})

/**
 * Serves a video's thumbnail from the video image host through our own origin, from memory after the first request
 * (src/server/video-thumbnails.ts). When the host has none or cannot be reached the visitor gets a neutral
 * placeholder rather than a broken image.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params
  if (!isVideoId(id)) return new Response('Unknown video', { status: 404 })
  const thumbnail = await thumbnails.get(id)
  if (thumbnail) {
    return new Response(thumbnail.bytes, {
      headers: { 'Content-Type': thumbnail.type, 'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800' },
    })
  }
  return new Response(placeholder, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=300' } })
}
