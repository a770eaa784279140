import { ScrollTable, SecondHeaderRow } from '@/components/ScrollTable'
import { TitledSection, titledSectionOf } from '@/components/TitledSection'
import type { PricingTableBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'

/** A table of prices, at least 37.5rem wide: on a phone it scrolls sideways in its own container. */
export default function PricingTable({ block, context }: BlockProps<PricingTableBlock>) {
  const [corner, ...columns] = block.columns
  return (
    <TitledSection {...titledSectionOf(block, context.headingLevel)}>
      <ScrollTable caption={block.title} hideCaption wide note={block.disclaimer}>
        <thead>
          <tr>
            <th scope="col">{corner?.label}</th>
            {columns.map((column, index) => (
              <th key={column.id ?? index} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
          <SecondHeaderRow labels={block.columns2} count={block.columns.length} />
        </thead>
        <tbody>
          {block.rows.map((row, index) => (
            <tr key={row.id ?? index}>
              <th scope="row">{row.label}</th>
              {columns.map((column, cell) => (
                <td key={column.id ?? cell}>{row.values[cell]?.value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </TitledSection>
  )
}
