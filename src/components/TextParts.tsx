import type { HeadingLevel } from '@/lib/sections'
import { Heading } from './Heading'
import { Markdown } from './Markdown'

export type TextPart = { id?: string | null; title?: string | null; text?: string | null }

type Props = {
  parts: TextPart[]
  /** Level of each part's title: one below the section's heading. */
  headingLevel: HeadingLevel
  className?: string
  partClassName?: string
  /** Added to each title's heading-4 look. */
  titleClassName?: string
}

/** Short markdown texts, each under an optional title, such as a section's text columns. A server component. */
export function TextParts({ parts, headingLevel, className, partClassName, titleClassName }: Props) {
  return (
    <div className={className}>
      {parts.map((part, index) => (
        <div key={part.id ?? index} className={partClassName}>
          {part.title ? (
            <Heading level={headingLevel} className={['heading-4', titleClassName].filter(Boolean).join(' ')}>
              {part.title}
            </Heading>
          ) : null}
          <Markdown text={part.text} />
        </div>
      ))}
    </div>
  )
}
