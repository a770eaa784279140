import { useId } from 'react'

import { Heading } from '@/components/Heading'
import { Link } from '@/components/Link'
import { Markdown } from '@/components/Markdown'
import { Section } from '@/components/Section'
import { footnoteId } from '@/lib/footnotes'
import type { BlockProps } from '@/lib/sections'
import type { FootnotesListBlock } from '@/payload-types'
import styles from './Block.module.css'

/** Numbered notes, each with an id (#footnote-1, #footnote-2…) that text elsewhere on the page links to. */
export default function FootnotesList({ block, context }: BlockProps<FootnotesListBlock>) {
  const titleId = useId()
  return (
    <Section anchorLink={block.anchorLink} labelledBy={titleId} className={styles.section}>
      <Heading level={context.headingLevel} id={titleId} className="heading-5">
        {block.title}
      </Heading>
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
    </Section>
  )
}
