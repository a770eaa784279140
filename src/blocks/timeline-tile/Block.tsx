import { useId } from 'react'

import { Section } from '@/components/Section'
import { Timeline } from '@/components/Timeline'
import type { BlockProps } from '@/lib/sections'
import type { TimelineTileBlock } from '@/payload-types'

export default function TimelineTile({ block, context }: BlockProps<TimelineTileBlock>) {
  const titleId = useId()
  return (
    <Section anchorLink={block.anchorLink} background={block.backgroundColor} labelledBy={titleId}>
      <Timeline
        title={block.title}
        titleId={titleId}
        titleClassName="heading-2"
        intro={block.intro}
        steps={block.steps}
        headingLevel={context.headingLevel}
      />
    </Section>
  )
}
