import { ScrollTable } from '@/components/ScrollTable'
import { TitledSection } from '@/components/TitledSection'
import { territoryLines } from '@/lib/tables'
import type { TerritoryComparisonBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'
import styles from './Block.module.css'

/** Rows of 12 values compared across territories, shown as two tables of 6 columns; highlighted cells stand out. */
export default function TerritoryComparison({ block, context }: BlockProps<TerritoryComparisonBlock>) {
  const headings = territoryLines(block.columns.map((column) => column.value))
  const rows = block.rows.map((row) => ({ id: row.id, text: row.text, lines: territoryLines(row.cells.map((cell) => cell.value), row.highlighted ?? []) }))
  return (
    <TitledSection title={block.title} text={block.text} headingLevel={context.headingLevel} anchorLink={block.anchorLink} background={block.backgroundColor}>
      {headings.map((line, lineIndex) => (
        <ScrollTable key={lineIndex} caption={`${block.title} (${lineIndex * line.length + 1}–${(lineIndex + 1) * line.length} of ${line.length * headings.length})`} hideCaption>
          <thead>
            <tr>
              <td />
              {line.map((heading, index) => (
                <th key={index} scope="col">
                  {heading.value}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={row.id ?? rowIndex}>
                <th scope="row">{row.text}</th>
                {row.lines[lineIndex].map((cell, index) => (
                  <td key={index} className={cell.highlighted ? styles.highlighted : undefined}>
                    {cell.highlighted ? <strong>{cell.value}</strong> : cell.value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ))}
    </TitledSection>
  )
}
