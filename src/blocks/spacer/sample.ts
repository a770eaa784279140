import type { SpacerBlock } from '../../payload-types'

export const sample: Omit<SpacerBlock, 'id'>[] = [
  { blockType: 'spacer', size: 'small' },
  { blockType: 'spacer', size: 'medium' },
  { blockType: 'spacer', size: 'large' },
]
