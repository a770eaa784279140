import type { LargeCardBlock } from '@/payload-types'

/** What the large card shows: its pictures, unless a video id is set, then the video. */
export const largeCardMedia = (card: Pick<LargeCardBlock, 'videoId'>): 'video' | 'image' => (card.videoId?.trim() ? 'video' : 'image')
