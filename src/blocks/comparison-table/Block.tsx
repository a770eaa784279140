import { Link } from '@/components/Link'
import { Mark } from '@/components/Mark'
import { ScrollTable, SecondHeaderRow } from '@/components/ScrollTable'
import { TitledSection, titledSectionOf } from '@/components/TitledSection'
import { comparisonGroups, INCLUDED_LABEL, type ComparisonCell } from '@/lib/tables'
import type { ComparisonTableBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'
import styles from './Block.module.css'

function Cell({ cell }: { cell: ComparisonCell }) {
  if (cell.kind === 'check') return <Mark positive label={INCLUDED_LABEL} />
  return cell.kind === 'value' ? cell.value : null
}

/** A feature comparison across three columns: group headings across the table, checks where a feature is included. */
export default function ComparisonTable({ block, context }: BlockProps<ComparisonTableBlock>) {
  const groups = comparisonGroups(block.cards, block.columns.length)
  const span = block.columns.length + 1
  return (
    <TitledSection {...titledSectionOf(block, context.headingLevel)}>
      <ScrollTable caption={block.title} hideCaption className={styles.table} note={block.disclaimer}>
        <thead>
          <tr>
            <th scope="col">{block.featureLabel}</th>
            {block.columns.map((column, index) => (
              <th key={column.id ?? index} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
          <SecondHeaderRow labels={block.columns2} count={span} />
        </thead>
        {groups.map((group, index) => (
          <tbody key={index}>
            {group.title ? (
              <tr className={styles.group}>
                <th scope="rowgroup" colSpan={span}>
                  {group.linkUrl ? <Link href={group.linkUrl}>{group.title}</Link> : group.title}
                  {group.text ? <span className={styles.groupText}>{group.text}</span> : null}
                </th>
              </tr>
            ) : null}
            {group.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell, cellIndex) => (
                  <td key={cellIndex} className={styles.value}>
                    <Cell cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </ScrollTable>
    </TitledSection>
  )
}
