import { Spacer } from '@/components/Spacer'
import { defaultSpacerSize, spacerSizeHeights } from '@/lib/spacers'
import type { BlockProps } from '@/lib/sections'
import type { SpacerBlock } from '@/payload-types'

export default function SpacerSection({ block }: BlockProps<SpacerBlock>) {
  return <Spacer height={spacerSizeHeights[block.size] ?? spacerSizeHeights[defaultSpacerSize]} />
}
