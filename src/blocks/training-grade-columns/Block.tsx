import { Card, CardGrid, type CardColumns } from '@/components/Card'
import { Markdown } from '@/components/Markdown'
import { TitledSection } from '@/components/TitledSection'
import { subheadingLevel, type BlockProps } from '@/lib/sections'
import type { TrainingGradeColumnsBlock } from '@/payload-types'

/** Training offers side by side, one column per grade band: label, title, a markdown list and a link. */
export default function TrainingGradeColumns({ block, context }: BlockProps<TrainingGradeColumnsBlock>) {
  const columns = block.columns ?? []
  return (
    <TitledSection anchorLink={block.anchorLink} background={block.backgroundColor} title={block.title} headingLevel={context.headingLevel} text={block.intro}>
      <CardGrid columns={Math.min(Math.max(columns.length, 1), 4) as CardColumns} label={block.title}>
        {columns.map((column, index) => (
          <Card
            key={column.id ?? index}
            title={column.title}
            headingLevel={subheadingLevel(context.headingLevel)}
            eyebrow={column.gradeLabel}
            background={block.columnColor}
            links={[{ text: column.linkText, url: column.linkUrl }]}
          >
            <Markdown text={column.text} />
          </Card>
        ))}
      </CardGrid>
    </TitledSection>
  )
}
