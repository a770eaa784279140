import { TitledSection } from '@/components/TitledSection'
import { UnitCards } from '@/components/UnitCard'
import { subheadingLevel, type BlockProps } from '@/lib/sections'
import type { UnitOverviewBlock } from '@/payload-types'

export default function UnitOverview({ block, context }: BlockProps<UnitOverviewBlock>) {
  const { sectionTitle } = block
  return (
    <TitledSection anchorLink={block.anchorLink} background={block.backgroundColor} title={sectionTitle} headingLevel={context.headingLevel} text={block.text}>
      <UnitCards units={block.units} context={context} headingLevel={sectionTitle ? subheadingLevel(context.headingLevel) : context.headingLevel} label={sectionTitle ?? undefined} />
    </TitledSection>
  )
}
