import { Spacer } from '../../components/Spacer'
import type { SpacerLevelsBlock } from '../../payload-types'
import { spacerLevelHeights } from './schema'

export default function SpacerLevelsSection({ block }: { block: SpacerLevelsBlock }) {
  return <Spacer height={spacerLevelHeights[block.level] ?? spacerLevelHeights['2']} />
}
