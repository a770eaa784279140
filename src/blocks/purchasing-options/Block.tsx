import { ScrollTable } from '@/components/ScrollTable'
import { TitledSection } from '@/components/TitledSection'
import type { PurchasingOptionsBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'
import styles from './Block.module.css'

type Row = { id?: string | null; label: string; text?: string | null; price: string }

function OptionsTable({ caption, rows }: { caption: string; rows: Row[] }) {
  return (
    <ScrollTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">Option</th>
          <th scope="col">Details</th>
          <th scope="col" className={styles.price}>
            Price
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.id ?? index}>
            <th scope="row">{row.label}</th>
            <td>{row.text}</td>
            <td className={styles.price}>{row.price}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  )
}

/** Two groups of purchasing options (for example licenses and add-ons), each a table of option, details and price. */
export default function PurchasingOptions({ block, context }: BlockProps<PurchasingOptionsBlock>) {
  return (
    <TitledSection title={block.title} text={block.text} headingLevel={context.headingLevel} anchorLink={block.anchorLink} background={block.backgroundColor}>
      <OptionsTable caption={block.rowsTitle} rows={block.rows} />
      <OptionsTable caption={block.rows2Title} rows={block.rows2} />
    </TitledSection>
  )
}
