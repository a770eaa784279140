import type { ShortHeroBlock } from '@/payload-types'

export const samples = {
  onSecondary: { blockType: 'shortHero', title: 'Sample lessons', subtitle: 'Try complete lessons from every program', backgroundColor: 'secondary' },
} satisfies Record<string, Omit<ShortHeroBlock, 'id'>>
