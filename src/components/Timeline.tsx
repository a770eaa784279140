import { subheadingLevel, type HeadingLevel } from '@/lib/sections'
import { Heading } from './Heading'
import { Markdown } from './Markdown'
import styles from './Timeline.module.css'

export type TimelineStep = { id?: string | null; label?: string | null; title: string; text?: string | null }

type Props = {
  title?: string | null
  /** Id of the title, for a section labelled by it. */
  titleId?: string
  /** Look of the title (a heading-N class); the level comes from `headingLevel`. */
  titleClassName?: string
  /** Markdown under the title. */
  intro?: string | null
  steps: TimelineStep[]
  /** Level of the title; the steps' titles are one below it (at it when there is no title). */
  headingLevel: HeadingLevel
}

/** The site's timeline: a title, an introduction and numbered steps ("Week 1", "Fall"…) along a line. A server component. */
export function Timeline({ title, titleId, titleClassName = 'heading-3', intro, steps, headingLevel }: Props) {
  const stepLevel = title ? subheadingLevel(headingLevel) : headingLevel
  return (
    <div className={styles.timeline}>
      {title ? (
        <Heading level={headingLevel} id={titleId} className={titleClassName}>
          {title}
        </Heading>
      ) : null}
      <Markdown text={intro} className={styles.intro} />
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.id ?? index} className={styles.step}>
            {step.label ? <p className={styles.label}>{step.label}</p> : null}
            <Heading level={stepLevel} className={['heading-5', styles.title].join(' ')}>
              {step.title}
            </Heading>
            <Markdown text={step.text} className={styles.text} />
          </li>
        ))}
      </ol>
    </div>
  )
}
