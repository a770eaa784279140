import { useId } from 'react'

import { Heading } from '@/components/Heading'
import { Section } from '@/components/Section'
import { StreamVideo as StreamPlayer } from '@/components/Video'
import type { BlockProps } from '@/lib/sections'
import type { StreamVideoBlock } from '@/payload-types'

export default function StreamVideo({ block, context }: BlockProps<StreamVideoBlock>) {
  const titleId = useId()
  const { title, channelId, mediaId, playerForm, formName, autoPlay, width, height } = block
  return (
    <Section anchorLink={block.anchorLink} background={block.backgroundColor} labelledBy={titleId}>
      <Heading level={context.headingLevel} id={titleId} className="heading-2">
        {title}
      </Heading>
      <StreamPlayer title={title} {...{ channelId, mediaId, playerForm, formName, autoPlay, width, height }} />
    </Section>
  )
}
