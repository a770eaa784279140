import type { ShortHeroBlock } from '../../payload-types'

export const sample: Omit<ShortHeroBlock, 'id'>[] = [
  { blockType: 'shortHero', title: 'Sample lessons', subtitle: 'Try complete lessons from every program', backgroundColor: 'secondary' },
]
