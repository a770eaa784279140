import { Spacer } from '@/components/Spacer'
import { defaultSpacerLevel, spacerLevelHeights } from '@/lib/spacers'
import type { BlockProps } from '@/lib/sections'
import type { SpacerLevelsBlock } from '@/payload-types'

export default function SpacerLevelsSection({ block }: BlockProps<SpacerLevelsBlock>) {
  return <Spacer height={spacerLevelHeights[block.level] ?? spacerLevelHeights[defaultSpacerLevel]} />
}
