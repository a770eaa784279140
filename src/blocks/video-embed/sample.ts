import type { VideoEmbedBlock } from '@/payload-types'

export const samples = {
  titled: {
    blockType: 'videoEmbed',
    title: 'What a morning meeting looks like',
    videoId: 'aqz-KE-bpKQ',
    backgroundColor: 'none',
  },
  videoOnly: {
    blockType: 'videoEmbed',
    title: 'Calming-down strategies in a kindergarten class',
    hideTitle: true,
    videoId: 'ScMzIvxBSi4',
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<VideoEmbedBlock, 'id'>>
