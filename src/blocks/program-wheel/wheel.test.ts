import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  buttonCentre,
  buttonFor,
  buttons,
  drawing,
  initialState,
  programAt,
  programIds,
  programNames,
  rings,
  rotationsFor,
  runWheel,
  scale,
  segmentAngles,
  shortestTurn,
  step,
  timings,
  type WheelState,
} from './wheel'

const at = (ring: number, position: number) => ({ ring, position })
const press = (ring: number, position: number) => ({ type: 'press', ring, position }) as const
const complete: WheelState = { ...initialState, phase: 'complete' }
const nameAt = (ring: number, position: number) => programNames[programAt(ring, position)]

describe('the rings and figures', () => {
  it('names the seven programs as the product does', () => {
    expect(programIds.map((id) => programNames[id])).toEqual([
      'Families',
      'Early Learning',
      'Elementary',
      'Middle School',
      'High School',
      'SEL for Adults',
      'Out-of-School Time',
    ])
  })

  it('puts Families inside, the school programs on ring 1, SEL for Adults on ring 2 and Out-of-School Time outside', () => {
    expect(nameAt(0, 1)).toBe('Families')
    expect([0, 1, 2, 3].map((position) => nameAt(1, position))).toEqual(['Early Learning', 'Elementary', 'Middle School', 'High School'])
    expect(nameAt(2, 1)).toBe('SEL for Adults')
    expect(nameAt(3, 1)).toBe('Out-of-School Time')
  })

  it('gives every program exactly one button', () => {
    expect(buttons.map((button) => [button.program, button.ring, button.position])).toEqual([
      ['families', 0, 1],
      ['earlyLearning', 1, 0],
      ['elementary', 1, 1],
      ['middleSchool', 1, 2],
      ['highSchool', 1, 3],
      ['adults', 2, 1],
      ['outOfSchoolTime', 3, 1],
    ])
  })

  it('keeps the product figures: timings, radii, thicknesses and scales', () => {
    expect(timings).toEqual({ introDelay: 2000, intro: 1000, returnAll: 2200 })
    expect(drawing.radii).toEqual([121, 200, 287.5, 362.5])
    expect(drawing.thicknesses).toEqual([59, 100, 75, 75])
    expect(scale).toEqual({ narrow: 0.8, wide: 0.69 })
  })

  it('draws each ring round the whole wheel in equal segments', () => {
    for (const [ring, { positions }] of rings.entries()) {
      const first = segmentAngles(ring, 0)
      const last = segmentAngles(ring, positions.length - 1)
      expect(last.to - first.from).toBe(360)
    }
    expect(segmentAngles(1, 1)).toEqual({ from: 0, middle: 45, to: 90 })
    expect(segmentAngles(0, 1)).toEqual({ from: -60, middle: 0, to: 60 })
  })

  it('places each button in the middle of its segment, on the middle of its ring', () => {
    // Families: straight up from the centre, 121 of 800 units.
    expect(buttonCentre(at(0, 1))).toEqual({ left: 50, top: 34.875 })
    // Elementary: up and right at 45°, 200 units out.
    expect(buttonCentre(at(1, 1))).toEqual({ left: 67.678, top: 32.322 })
    // Out-of-School Time: straight up, 362.5 units out.
    expect(buttonCentre(at(3, 1))).toEqual({ left: 50, top: 4.688 })
  })
})

describe('positions that act as a neighbouring button', () => {
  it.each([
    [0, 0, 1],
    [0, 2, 1],
    [2, 0, 1],
    [2, 2, 1],
    [3, 0, 1],
    [3, 2, 1],
  ])('ring %i, position %i acts as the button at position %i', (ring, position, button) => {
    expect(buttonFor(ring, position)).toEqual(at(ring, button))
  })

  it('leaves a button position as it is', () => {
    for (const button of buttons) expect(buttonFor(button.ring, button.position)).toEqual(at(button.ring, button.position))
  })

  it('selects the neighbouring program when a redirecting segment is pressed', () => {
    expect(step(complete, press(3, 2)).state.selected).toEqual(at(3, 1))
  })
})

describe('impossible rings and positions are internal errors', () => {
  it.each([
    [-1, 0],
    [4, 0],
    [0.5, 0],
    [Number.NaN, 0],
  ])('ring %s', (ring, position) => {
    expect(() => buttonFor(ring, position)).toThrow(`Program wheel: there is no ring ${ring}`)
    expect(() => step(complete, press(ring, position))).toThrow(/no ring/)
  })

  it.each([
    [0, 3],
    [1, 4],
    [1, -1],
    [2, 1.5],
  ])('ring %i, position %s', (ring, position) => {
    expect(() => buttonFor(ring, position)).toThrow(`Program wheel: ring ${ring} has no position ${position}`)
    expect(() => segmentAngles(ring, position)).toThrow(/has no position/)
    expect(() => buttonCentre(at(ring, position))).toThrow(/has no position/)
  })

  it('a redirecting position has no program of its own', () => {
    expect(() => programAt(0, 0)).toThrow('Program wheel: position 0 of ring 0 is not a button')
  })
})

describe('turning', () => {
  it('turns the shorter way round', () => {
    expect(shortestTurn(180)).toBe(180)
    expect(shortestTurn(225)).toBe(-135)
    expect(shortestTurn(-200)).toBe(160)
    expect(shortestTurn(360)).toBe(0)
  })

  it("turns only the chosen program's ring, bringing its segment to the arm under the wheel", () => {
    expect(rotationsFor(at(0, 1))).toEqual([180, 0, 0, 0])
    expect(rotationsFor(at(1, 0))).toEqual([0, -135, 0, 0])
    expect(rotationsFor(at(1, 2))).toEqual([0, 45, 0, 0])
    expect(rotationsFor(at(2, 1))).toEqual([0, 0, 180, 0])
    expect(rotationsFor(at(3, 1))).toEqual([0, 0, 0, 180])
    for (const button of buttons) {
      const turned = segmentAngles(button.ring, button.position).middle + rotationsFor(button)[button.ring]
      expect(shortestTurn(turned)).toBe(180)
    }
  })
})

describe('the state machine', () => {
  it('starts with nothing chosen, the rings at rest, waiting for the intro', () => {
    expect(initialState).toEqual({ phase: 'waiting', selected: null, rotations: [0, 0, 0, 0] })
  })

  it('starts the intro timer of 2000 ms on start, and only while waiting', () => {
    expect(step(initialState, { type: 'start' })).toEqual({ state: initialState, start: [{ name: 'intro', delay: 2000 }], stop: [] })
    expect(step(complete, { type: 'start' })).toEqual({ state: complete, start: [], stop: [] })
  })

  it('runs the intro for 1000 ms, then is complete', () => {
    const intro = step(initialState, { type: 'timer', name: 'intro' })
    expect(intro).toEqual({ state: { ...initialState, phase: 'intro' }, start: [{ name: 'introEnd', delay: 1000 }], stop: [] })
    expect(step(intro.state, { type: 'timer', name: 'introEnd' }).state.phase).toBe('complete')
  })

  it('ignores intro timers that come late', () => {
    expect(step(complete, { type: 'timer', name: 'intro' }).state).toBe(complete)
    expect(step(complete, { type: 'timer', name: 'introEnd' }).state).toBe(complete)
    expect(step(initialState, { type: 'timer', name: 'introEnd' }).state).toBe(initialState)
  })

  it('chooses a program: selects its button, turns its ring and starts the 2200 ms return', () => {
    expect(step(complete, press(1, 1))).toEqual({
      state: { phase: 'complete', selected: at(1, 1), rotations: [0, 135, 0, 0] },
      start: [{ name: 'returnAll', delay: 2200 }],
      stop: [],
    })
  })

  it('ignores a press on the program already chosen, also through a redirecting segment', () => {
    const chosen = step(complete, press(2, 1)).state
    expect(step(chosen, press(2, 1))).toEqual({ state: chosen, start: [], stop: [] })
    expect(step(chosen, press(2, 0))).toEqual({ state: chosen, start: [], stop: [] })
  })

  it('moves to another program: its ring turns, the previous ring rests', () => {
    const first = step(complete, press(0, 1)).state
    expect(step(first, press(3, 1)).state).toEqual({ phase: 'complete', selected: at(3, 1), rotations: [0, 0, 0, 180] })
  })

  it('turns every ring back to rest on the return, keeping the choice', () => {
    const chosen = step(complete, press(1, 3)).state
    expect(step(chosen, { type: 'timer', name: 'returnAll' })).toEqual({
      state: { phase: 'complete', selected: at(1, 3), rotations: [0, 0, 0, 0] },
      start: [],
      stop: [],
    })
    // The returned choice is still chosen: pressing it again does nothing.
    const returned = step(chosen, { type: 'timer', name: 'returnAll' }).state
    expect(step(returned, press(1, 3)).state).toBe(returned)
  })

  it('a press during the wait or the intro ends it and stops its timers', () => {
    expect(step(initialState, press(1, 0))).toEqual({
      state: { phase: 'complete', selected: at(1, 0), rotations: [0, -135, 0, 0] },
      start: [{ name: 'returnAll', delay: 2200 }],
      stop: ['intro', 'introEnd'],
    })
    expect(step({ ...initialState, phase: 'intro' }, press(1, 0)).stop).toEqual(['intro', 'introEnd'])
  })

  it('Reset chooses nothing, rests every ring and stops the return', () => {
    const chosen = step(complete, press(0, 1)).state
    expect(step(chosen, { type: 'reset' })).toEqual({ state: complete, start: [], stop: ['returnAll'] })
    expect(step(initialState, { type: 'reset' })).toEqual({ state: complete, start: [], stop: ['intro', 'introEnd', 'returnAll'] })
  })

  it('Reset with nothing chosen and the rings at rest changes nothing', () => {
    expect(step(complete, { type: 'reset' })).toEqual({ state: complete, start: [], stop: [] })
  })
})

describe('the running wheel, on a clock', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  const start = () => {
    const states: WheelState[] = []
    const wheel = runWheel((state) => states.push(state))
    wheel.send({ type: 'start' })
    const last = () => states.at(-1)
    return { wheel, states, last }
  }

  it('waits 2000 ms, runs the intro for 1000 ms, then is complete', () => {
    const { last, states } = start()
    vi.advanceTimersByTime(1999)
    expect(states).toEqual([])
    vi.advanceTimersByTime(1)
    expect(last()?.phase).toBe('intro')
    vi.advanceTimersByTime(999)
    expect(last()?.phase).toBe('intro')
    vi.advanceTimersByTime(1)
    expect(last()?.phase).toBe('complete')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('turns the rings back 2200 ms after a choice, keeping it', () => {
    const { wheel, last } = start()
    vi.advanceTimersByTime(3000)
    wheel.send(press(1, 2))
    expect(last()?.rotations).toEqual([0, 45, 0, 0])
    vi.advanceTimersByTime(2199)
    expect(last()?.rotations).toEqual([0, 45, 0, 0])
    vi.advanceTimersByTime(1)
    expect(last()).toEqual({ phase: 'complete', selected: at(1, 2), rotations: [0, 0, 0, 0] })
  })

  it('counts the 2200 ms again from a second choice', () => {
    const { wheel, last } = start()
    wheel.send(press(1, 2))
    vi.advanceTimersByTime(2000)
    wheel.send(press(0, 0))
    vi.advanceTimersByTime(2000)
    expect(last()?.rotations).toEqual([180, 0, 0, 0])
    vi.advanceTimersByTime(200)
    expect(last()?.rotations).toEqual([0, 0, 0, 0])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('a press before the intro cancels it: the wheel does not move by itself afterwards', () => {
    const { wheel, states } = start()
    vi.advanceTimersByTime(500)
    wheel.send(press(2, 2))
    vi.advanceTimersByTime(2200)
    expect(states.map((state) => state.phase)).toEqual(['complete', 'complete'])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('Reset stops the return and stop() ends every timer', () => {
    const { wheel, last, states } = start()
    wheel.send(press(1, 0))
    wheel.send({ type: 'reset' })
    expect(last()).toEqual(complete)
    expect(vi.getTimerCount()).toBe(0)

    const other = start()
    other.wheel.stop()
    vi.advanceTimersByTime(10_000)
    expect(other.states).toEqual([])
    expect(states).toHaveLength(2)
  })
})
