import type { StatsBlockBlock } from '@/payload-types'

export const samples = {
  grants: {
    blockType: 'statsBlock',
    title: 'Our grant program so far',
    totalAwarded: '$4.2 million',
    schoolsServed: '1,250',
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<StatsBlockBlock, 'id'>>
