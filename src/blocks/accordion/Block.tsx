import { useId } from 'react'

import { Heading } from '@/components/Heading'
import { MarkdownAccordion } from '@/components/MarkdownAccordion'
import { Section } from '@/components/Section'
import { subheadingLevel, type BlockProps } from '@/lib/sections'
import type { AccordionBlock } from '@/payload-types'

/** Content accordion: items open independently; each item's sub-sections open one at a time. */
export default function Accordion({ block, context }: BlockProps<AccordionBlock>) {
  const titleId = useId()
  const { title } = block
  const itemLevel = title ? subheadingLevel(context.headingLevel) : context.headingLevel
  return (
    <Section anchorLink={block.anchorLink} background={block.backgroundColor} labelledBy={title ? titleId : undefined}>
      {title ? (
        <Heading level={context.headingLevel} id={titleId} className="heading-2">
          {title}
        </Heading>
      ) : null}
      <MarkdownAccordion
        headingLevel={itemLevel}
        items={block.subSections.map((item) => ({
          id: item.id,
          title: item.title,
          text: item.text,
          children: item.subSections?.length ? (
            <MarkdownAccordion headingLevel={subheadingLevel(itemLevel)} exclusive variant="nested" items={item.subSections} />
          ) : null,
        }))}
      />
    </Section>
  )
}
