/**
 * The program wheel's rules: its programs, rings and figures, and the state machine the wheel's island runs. Pure:
 * `step` turns a state and an event into the next state and the timers to start or stop; `runWheel` runs those
 * timers with the browser's clock.
 */

/** The seven programs by id, with their names, in the order editors fill them in. */
export const programNames = {
  families: 'Families',
  earlyLearning: 'Early Learning',
  elementary: 'Elementary',
  middleSchool: 'Middle School',
  highSchool: 'High School',
  adults: 'SEL for Adults',
  outOfSchoolTime: 'Out-of-School Time',
} as const

export type ProgramId = keyof typeof programNames

export const programIds = Object.keys(programNames) as ProgramId[]

/** What a segment of a ring is: a program's own button, or a part of the ring that acts as a neighbouring button. */
export type Position = { program: ProgramId } | { redirect: number }

export type Ring = {
  /** Where the ring's first segment starts at rest: degrees clockwise from the top. */
  start: number
  /** The ring's segments clockwise, each the same size. */
  positions: readonly Position[]
}

/**
 * The four rings from the centre out. The school programs share ring 1, a quarter each. Rings 0, 2 and 3 hold one
 * program each, drawn as three segments: the middle one carries the program's button, and the two beside it
 * redirect to it, so a press anywhere on the ring chooses its program. At rest the school programs sit on the
 * diagonals and the other three at the top, one above the other: there a name fits its band, and it meets no other
 * name when ring 1 turns its programs to the top, bottom and sides.
 */
export const rings: readonly Ring[] = [
  { start: -180, positions: [{ redirect: 1 }, { program: 'families' }, { redirect: 1 }] },
  {
    start: -90,
    positions: [{ program: 'earlyLearning' }, { program: 'elementary' }, { program: 'middleSchool' }, { program: 'highSchool' }],
  },
  { start: -180, positions: [{ redirect: 1 }, { program: 'adults' }, { redirect: 1 }] },
  { start: -180, positions: [{ redirect: 1 }, { program: 'outOfSchoolTime' }, { redirect: 1 }] },
]

/** Timings in milliseconds. */
export const timings = {
  /** From the wheel's start to its intro. */
  introDelay: 2000,
  /** The intro's length. */
  intro: 1000,
  /** From a choice until every ring turns back to rest. */
  returnAll: 2200,
} as const

/** Sizes of the drawing, in the units of its 800 × 800 box: ring radii (middle of the band) and band thicknesses. */
export const drawing = {
  size: 800,
  radii: [121, 200, 287.5, 362.5],
  thicknesses: [59, 100, 75, 75],
} as const

/** How much of the drawing's size the wheel takes: 0.8 up to 990 px wide (less where the column is narrower), 0.69 above. */
export const scale = { narrow: 0.8, wide: 0.69 } as const

/** Where the chosen program turns to, under the wheel where its name slides in: degrees clockwise from the top. */
export const ARM_ANGLE = 180

/** A program's button: its ring and its position on the ring. */
export type ButtonPlace = { ring: number; position: number }

export type Phase = 'waiting' | 'intro' | 'complete'

export type WheelState = {
  /** Waiting for the intro, in the intro, or complete. */
  phase: Phase
  /** The chosen program's button, or nothing. */
  selected: ButtonPlace | null
  /** Each ring's turn in degrees, 0 at rest. */
  rotations: readonly number[]
}

export type TimerName = 'intro' | 'introEnd' | 'returnAll'

export type WheelEvent =
  | { type: 'start' }
  | { type: 'timer'; name: TimerName }
  | { type: 'press'; ring: number; position: number }
  | { type: 'reset' }

export type Timer = { name: TimerName; delay: number }

/** What an event does: the next state, the timers to start (replacing one of the same name) and those to stop. */
export type Step = { state: WheelState; start: Timer[]; stop: TimerName[] }

const rest = (): number[] => rings.map(() => 0)

export const initialState: WheelState = { phase: 'waiting', selected: null, rotations: rest() }

/** Internal: a ring or position the wheel does not have. Never shown to visitors. */
function ringAt(ring: number): Ring {
  const found = Number.isInteger(ring) ? rings[ring] : undefined
  if (!found) throw new Error(`Program wheel: there is no ring ${ring}`)
  return found
}

function positionAt(ring: number, position: number): Position {
  const { positions } = ringAt(ring)
  const found = Number.isInteger(position) ? positions[position] : undefined
  if (!found) throw new Error(`Program wheel: ring ${ring} has no position ${position}`)
  return found
}

/** The button a press at a position acts as: the position's own, or the neighbouring one it redirects to. */
export function buttonFor(ring: number, position: number): ButtonPlace {
  const found = positionAt(ring, position)
  if ('program' in found) return { ring, position }
  const target = positionAt(ring, found.redirect)
  if (!('program' in target)) throw new Error(`Program wheel: position ${position} of ring ${ring} redirects to no button`)
  return { ring, position: found.redirect }
}

/** The program of a button. */
export function programAt(ring: number, position: number): ProgramId {
  const found = positionAt(ring, position)
  if (!('program' in found)) throw new Error(`Program wheel: position ${position} of ring ${ring} is not a button`)
  return found.program
}

/** Every program's button, in the order of `programIds`. */
export const buttons: readonly (ButtonPlace & { program: ProgramId })[] = programIds.map((id) => {
  for (const [ring, { positions }] of rings.entries()) {
    const position = positions.findIndex((place) => 'program' in place && place.program === id)
    if (position >= 0) return { ring, position, program: id }
  }
  throw new Error(`Program wheel: ${id} has no button`)
})

/** A segment's span in degrees clockwise from the top, at rest: where it starts, its middle and where it ends. */
export function segmentAngles(ring: number, position: number) {
  positionAt(ring, position)
  const { start, positions } = ringAt(ring)
  const size = 360 / positions.length
  const from = start + position * size
  return { from, middle: from + size / 2, to: from + size }
}

/** An angle in degrees brought to (-180, 180]: the shorter way round. */
export function shortestTurn(degrees: number): number {
  const turn = ((degrees % 360) + 360) % 360
  return turn > 180 ? turn - 360 : turn
}

/** The turn that brings a button's segment to the arm: its ring turns, the others rest. */
export function rotationsFor({ ring, position }: ButtonPlace): number[] {
  const turn = shortestTurn(ARM_ANGLE - segmentAngles(ring, position).middle)
  return rings.map((_, index) => (index === ring ? turn : 0))
}

/** Where a button sits in the drawing, as percentages of its box from the left and from the top (at rest). */
export function buttonCentre({ ring, position }: ButtonPlace): { left: number; top: number } {
  const radians = (segmentAngles(ring, position).middle * Math.PI) / 180
  const radius = drawing.radii[ring] / drawing.size
  const round = (value: number) => Math.round(value * 1000) / 1000
  return { left: round(50 + 100 * radius * Math.sin(radians)), top: round(50 - 100 * radius * Math.cos(radians)) }
}

const same = (a: ButtonPlace | null, b: ButtonPlace | null) => a?.ring === b?.ring && a?.position === b?.position

/** A visitor's action ends the intro at once: what they chose wins over the wheel's own movement. */
const INTRO_TIMERS: TimerName[] = ['intro', 'introEnd']

/** The wheel's state machine. */
export function step(state: WheelState, event: WheelEvent): Step {
  const unchanged: Step = { state, start: [], stop: [] }
  switch (event.type) {
    case 'start':
      return state.phase === 'waiting' ? { state, start: [{ name: 'intro', delay: timings.introDelay }], stop: [] } : unchanged
    case 'timer':
      if (event.name === 'intro') {
        return state.phase === 'waiting' ? { state: { ...state, phase: 'intro' }, start: [{ name: 'introEnd', delay: timings.intro }], stop: [] } : unchanged
      }
      if (event.name === 'introEnd') return state.phase === 'intro' ? { state: { ...state, phase: 'complete' }, start: [], stop: [] } : unchanged
      return { state: { ...state, rotations: rest() }, start: [], stop: [] }
    case 'press': {
      const button = buttonFor(event.ring, event.position)
      if (same(button, state.selected)) return unchanged
      return {
        state: { phase: 'complete', selected: button, rotations: rotationsFor(button) },
        start: [{ name: 'returnAll', delay: timings.returnAll }],
        stop: state.phase === 'complete' ? [] : INTRO_TIMERS,
      }
    }
    case 'reset':
      if (state.phase === 'complete' && state.selected === null && state.rotations.every((turn) => turn === 0)) return unchanged
      return {
        state: { phase: 'complete', selected: null, rotations: rest() },
        start: [],
        stop: state.phase === 'complete' ? ['returnAll'] : [...INTRO_TIMERS, 'returnAll'],
      }
  }
}

/** A running wheel: send it events; it calls `onChange` with each new state and runs its timers until stopped. */
export type RunningWheel = { send(event: WheelEvent): void; stop(): void }

export function runWheel(onChange: (state: WheelState) => void, state: WheelState = initialState): RunningWheel {
  let current = state
  const timers = new Map<TimerName, ReturnType<typeof setTimeout>>()
  const clear = (name: TimerName) => {
    clearTimeout(timers.get(name))
    timers.delete(name)
  }
  const send = (event: WheelEvent) => {
    const next = step(current, event)
    for (const name of next.stop) clear(name)
    for (const { name, delay } of next.start) {
      clear(name)
      timers.set(
        name,
        setTimeout(() => {
          timers.delete(name)
          send({ type: 'timer', name })
        }, delay),
      )
    }
    if (next.state !== current) {
      current = next.state
      onChange(current)
    }
  }
  return { send, stop: () => [...timers.keys()].forEach(clear) }
}
