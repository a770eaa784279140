import { Spacer } from '../../components/Spacer'
import type { SpacerBlock } from '../../payload-types'
import { spacerSizes } from './schema'

export default function SpacerSection({ block }: { block: SpacerBlock }) {
  return <Spacer height={spacerSizes[block.size] ?? spacerSizes.medium} />
}
