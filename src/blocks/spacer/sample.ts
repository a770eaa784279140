import type { SpacerBlock } from '@/payload-types'

export const samples = {
  small: { blockType: 'spacer', size: 'small' },
  medium: { blockType: 'spacer', size: 'medium' },
  large: { blockType: 'spacer', size: 'large' },
} satisfies Record<string, Omit<SpacerBlock, 'id'>>
