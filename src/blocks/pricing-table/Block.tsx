import { ScrollTable } from '@/components/ScrollTable'
import { TitledSection } from '@/components/TitledSection'
import type { PricingTableBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'
import styles from './Block.module.css'

/** A table of prices, at least 37.5rem wide: on a phone it scrolls sideways in its own container. */
export default function PricingTable({ block, context }: BlockProps<PricingTableBlock>) {
  const [corner, ...columns] = block.columns
  return (
    <TitledSection title={block.title} text={block.text} headingLevel={context.headingLevel} anchorLink={block.anchorLink} background={block.backgroundColor}>
      <ScrollTable caption={block.title} hideCaption wide>
        <thead>
          <tr>
            <th scope="col">{corner?.label}</th>
            {columns.map((column, index) => (
              <th key={column.id ?? index} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
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
      {block.disclaimer ? <p className={styles.disclaimer}>{block.disclaimer}</p> : null}
    </TitledSection>
  )
}
