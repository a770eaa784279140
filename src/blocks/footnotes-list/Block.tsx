import { Link } from '@/components/Link'
import { Markdown } from '@/components/Markdown'
import { TitledSection } from '@/components/TitledSection'
import { footnoteId } from '@/blocks/footnotes-list/footnotes'
import type { BlockProps } from '@/lib/sections'
import type { FootnotesListBlock } from '@/payload-types'
import styles from './Block.module.css'

/** Numbered notes, each with an id (#footnote-1, #footnote-2…) that text elsewhere on the page links to. */
export default function FootnotesList({ block, context }: BlockProps<FootnotesListBlock>) {
  return (
    <TitledSection anchorLink={block.anchorLink} className={styles.section} title={block.title} headingLevel={context.headingLevel} headingClassName="heading-5">
      <ol className={styles.list}>
        {(block.footnotes ?? []).map((note, index) => (
          <li key={note.id ?? index} id={footnoteId(index + 1)} className={styles.note}>
            <Markdown text={note.text} />
            {note.sourceUrl ? (
              <Link href={note.sourceUrl} className={styles.source}>
                {note.sourceText || 'Source'}
                <span className="visually-hidden"> for footnote {index + 1}</span>
              </Link>
            ) : null}
          </li>
        ))}
      </ol>
    </TitledSection>
  )
}
