import type { ReactNode } from 'react'

import { LinkButton } from '@/components/Button'
import { Heading } from '@/components/Heading'
import { Markdown } from '@/components/Markdown'
import { TitledSection } from '@/components/TitledSection'
import { subheadingLevel, type BlockProps } from '@/lib/sections'
import type { ProgramWheelBlock } from '@/payload-types'
import { segmentPath } from './arcs'
import { ProgramWheel as Wheel } from './Loader.client'
import { buttonFor, drawing, programAt, programIds, programNames, rings, type ProgramId } from './wheel'
import styles from './Block.module.css'

/** Names the wheel's buttons for screen readers when the section has no title. */
export const WHEEL_LABEL = 'Programs'

/** The program a segment belongs to: its own, or that of the button it redirects to. */
const segmentProgram = (ring: number, position: number): ProgramId => programAt(ring, buttonFor(ring, position).position)

/** One ring's segments, coloured by program; a pointer on any of them presses its program (see the island). */
function RingArt({ ring }: { ring: number }) {
  return (
    <svg className={styles.art} viewBox={`0 0 ${drawing.size} ${drawing.size}`} aria-hidden="true" focusable="false">
      {rings[ring].positions.map((_, position) => (
        <path key={position} d={segmentPath(ring, position)} data-position={position} data-program={segmentProgram(ring, position)} />
      ))}
    </svg>
  )
}

/**
 * The program wheel section: the title, then the wheel (drawn here, turned by its island) beside a panel with the
 * instruction, or the chosen program's name, text and link.
 */
export default function ProgramWheelSection({ block, context }: BlockProps<ProgramWheelBlock>) {
  const panelLevel = block.title ? subheadingLevel(context.headingLevel) : context.headingLevel
  const panels = Object.fromEntries(
    programIds.map((id) => {
      const program = block[id]
      return [
        id,
        <>
          <Heading level={panelLevel} className="heading-3">
            {programNames[id]}
          </Heading>
          <Markdown text={program?.text} />
          <LinkButton text={program?.linkText} url={program?.linkUrl} color="secondary" />
        </>,
      ]
    }),
  ) as Record<ProgramId, ReactNode>
  return (
    <TitledSection title={block.title} headingLevel={context.headingLevel} anchorLink={block.anchorLink} background={block.backgroundColor}>
      <div className={styles.section}>
        <Wheel
          label={block.title || WHEEL_LABEL}
          rings={rings.map((_, ring) => (
            <RingArt key={ring} ring={ring} />
          ))}
          instruction={<Markdown text={block.instruction} />}
          panels={panels}
        />
      </div>
    </TitledSection>
  )
}
