import type { SpacerLevelsBlock } from '@/payload-types'

export const samples = {
  level1: { blockType: 'spacerLevels', level: '1' },
  level2: { blockType: 'spacerLevels', level: '2' },
  level3: { blockType: 'spacerLevels', level: '3' },
  level4: { blockType: 'spacerLevels', level: '4' },
  level5: { blockType: 'spacerLevels', level: '5' },
} satisfies Record<string, Omit<SpacerLevelsBlock, 'id'>>
