import { TitledSection } from '@/components/TitledSection'
import { StreamVideo as StreamPlayer } from '@/components/Video'
import type { BlockProps } from '@/lib/sections'
import type { StreamVideoBlock } from '@/payload-types'

export default function StreamVideo({ block, context }: BlockProps<StreamVideoBlock>) {
  const { title, channelId, mediaId, playerForm, formName, autoPlay, width, height } = block
  return (
    <TitledSection anchorLink={block.anchorLink} background={block.backgroundColor} title={title} headingLevel={context.headingLevel}>
      <StreamPlayer title={title} {...{ channelId, mediaId, playerForm, formName, autoPlay, width, height }} />
    </TitledSection>
  )
}
