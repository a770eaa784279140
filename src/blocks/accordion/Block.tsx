import { MarkdownAccordion } from '@/components/MarkdownAccordion'
import { TitledSection } from '@/components/TitledSection'
import { subheadingLevel, type BlockProps } from '@/lib/sections'
import type { AccordionBlock } from '@/payload-types'

/** Content accordion: items open independently; each item's sub-sections open one at a time. */
export default function Accordion({ block, context }: BlockProps<AccordionBlock>) {
  const { title } = block
  const itemLevel = title ? subheadingLevel(context.headingLevel) : context.headingLevel
  return (
    <TitledSection title={title} headingLevel={context.headingLevel} anchorLink={block.anchorLink} background={block.backgroundColor}>
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
    </TitledSection>
  )
}
