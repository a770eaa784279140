'use client'

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react'

import {
  buttonCentre,
  buttons,
  initialState,
  programAt,
  programNames,
  runWheel,
  timings,
  type ProgramId,
  type RunningWheel,
  type WheelEvent,
} from '@/blocks/program-wheel/wheel'
import { useInteractive } from '@/components/use-interactive'
import styles from './Block.module.css'

export type WheelProps = {
  /** Names the group of program buttons for screen readers. */
  label: string
  /** Each ring's segments, drawn on the server, from the centre out. */
  rings: ReactNode[]
  /** Shown while no program is chosen. */
  instruction: ReactNode
  /** Each program's name, text and link, rendered on the server. */
  panels: Record<ProgramId, ReactNode>
}

/** The intro's length, for the rings' sway. */
const INTRO = `${timings.intro}ms`

/** The intro sways neighbouring rings opposite ways, and each ring's names back against it. */
const SWAY = [styles.sway, styles.swayBack]

/** A segment's position when a pointer presses a ring's drawing: its own, or one it redirects to. */
function pressedPosition(event: MouseEvent<HTMLElement>): number | null {
  const segment = (event.target as Element).closest('[data-position]')
  return segment ? Number(segment.getAttribute('data-position')) : null
}

/**
 * The program wheel: four rings of program buttons round a Reset button, an arm under the wheel that names the
 * chosen program, and a panel that shows its text (announced politely). The rings wait, play a short intro, turn the
 * chosen program to the arm and turn back after a moment (`./wheel`). Buttons stay disabled until the script runs.
 */
export function ProgramWheel({ label, rings, instruction, panels }: WheelProps) {
  const [state, setState] = useState(initialState)
  const wheel = useRef<RunningWheel | null>(null)
  const interactive = useInteractive()

  useEffect(() => {
    const running = runWheel(setState)
    wheel.current = running
    running.send({ type: 'start' })
    return () => {
      running.stop()
      wheel.current = null
    }
  }, [])

  const send = (event: WheelEvent) => wheel.current?.send(event)
  const turned = (ring: number) => ({ transform: `rotate(${state.rotations[ring]}deg)`, animationDuration: INTRO })
  const chosen = state.selected ? programAt(state.selected.ring, state.selected.position) : null

  return (
    <div className={styles.layout}>
      <div className={styles.wheelColumn}>
        <div role="group" aria-label={label} className={styles.wheel} data-phase={state.phase}>
          {rings.map((art, ring) => (
            <div
              key={ring}
              className={[styles.ring, SWAY[ring % 2]].join(' ')}
              data-ring={ring}
              style={turned(ring)}
              onClick={(event) => {
                const position = pressedPosition(event)
                if (interactive && position !== null) send({ type: 'press', ring, position })
              }}
            >
              {art}
            </div>
          ))}
          {/* The buttons turn with their rings in layers above every ring's drawing, so no ring hides a name. */}
          {rings.map((_, ring) => (
            <div key={ring} className={[styles.ring, SWAY[ring % 2]].join(' ')} style={turned(ring)}>
              {buttons
                .filter((button) => button.ring === ring)
                .map((button) => {
                  const centre = buttonCentre(button)
                  return (
                    <button
                      key={button.program}
                      type="button"
                      className={[styles.program, SWAY[(ring + 1) % 2]].join(' ')}
                      data-program={button.program}
                      style={{
                        left: `${centre.left}%`,
                        top: `${centre.top}%`,
                        // Turns back as much as its ring turns, so the name stays upright.
                        transform: `translate(-50%, -50%) rotate(${-state.rotations[ring]}deg)`,
                        animationDuration: INTRO,
                      }}
                      aria-pressed={chosen === button.program}
                      disabled={!interactive}
                      onClick={() => send({ type: 'press', ring: button.ring, position: button.position })}
                    >
                      {programNames[button.program]}
                    </button>
                  )
                })}
            </div>
          ))}
          <button type="button" className={styles.reset} disabled={!interactive} onClick={() => send({ type: 'reset' })}>
            Reset
          </button>
        </div>
        <p className={styles.arm} aria-hidden="true">
          {chosen ? (
            <span key={chosen} className={styles.armLabel}>
              {programNames[chosen]}
            </span>
          ) : null}
        </p>
      </div>
      <div className={styles.panel} aria-live="polite">
        {chosen ? panels[chosen] : instruction}
      </div>
    </div>
  )
}
