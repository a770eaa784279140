import { readFileSync } from 'node:fs'

import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'

import { buttonsAcrossHydration } from '../../../tests/support/hydration'
import ProgramWheelSection from './Block'
import { ProgramWheel } from './Block.client'
import { samples } from './sample'
import { breakpoints } from '@/lib/breakpoints'
import { drawing, programIds, programNames, scale } from './wheel'

const context = { headingLevel: 2, imageLoading: 'lazy' } as const
const renderWheel = (sample: keyof typeof samples = 'homePage') =>
  render(<ProgramWheelSection block={{ ...samples[sample], id: 'w1' }} context={context} />)

const wheel = () => screen.getByRole('group', { name: 'One approach, from the family table to the staff room' })
const program = (name: string) => within(wheel()).getByRole('button', { name })
const reset = () => within(wheel()).getByRole('button', { name: 'Reset' })
const panel = (container: HTMLElement) => container.querySelector<HTMLElement>('[aria-live="polite"]')!
const turnOf = (container: HTMLElement, ring: number) => container.querySelector<HTMLElement>(`[data-ring="${ring}"]`)!.style.transform
const after = (ms: number) => act(() => void vi.advanceTimersByTime(ms))

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

it('shows the title, every program as a button by its name round Reset, and the instruction in a polite live panel', () => {
  const { container } = renderWheel()
  expect(screen.getByRole('heading', { level: 2, name: 'One approach, from the family table to the staff room' })).toBeInTheDocument()
  // In the order of the rings from the centre out; the names themselves are checked in wheel.test.ts.
  expect(within(wheel()).getAllByRole('button').map((button) => button.textContent)).toEqual([
    ...programIds.map((id) => programNames[id]),
    'Reset',
  ])
  for (const button of within(wheel()).getAllByRole('button')) {
    expect(button).toBeEnabled()
    if (button !== reset()) expect(button).toHaveAttribute('aria-pressed', 'false')
  }
  expect(panel(container)).toHaveTextContent('Choose a program on the wheel to see who it serves and how it works.')
  expect(within(panel(container)).queryByRole('heading')).not.toBeInTheDocument()
})

it('draws the rings as pictures screen readers skip: three segments for Families, SEL for Adults and Out-of-School Time, four for the schools', () => {
  const { container } = renderWheel()
  const drawings = [...container.querySelectorAll('svg')]
  expect(drawings.map((svg) => svg.getAttribute('aria-hidden'))).toEqual(['true', 'true', 'true', 'true'])
  expect(drawings.map((svg) => svg.querySelectorAll('path').length)).toEqual([3, 4, 3, 3])
  expect([...drawings[1].querySelectorAll('path')].map((path) => path.getAttribute('data-program'))).toEqual([
    'earlyLearning',
    'elementary',
    'middleSchool',
    'highSchool',
  ])
})

it("chooses a program: shows its name, text and link in the panel and under the wheel, and turns its ring to the arm", () => {
  const { container } = renderWheel()
  fireEvent.click(program('Elementary'))
  expect(program('Elementary')).toHaveAttribute('aria-pressed', 'true')
  expect(program('Families')).toHaveAttribute('aria-pressed', 'false')
  const shown = panel(container)
  expect(within(shown).getByRole('heading', { level: 3, name: 'Elementary' })).toBeInTheDocument()
  expect(shown).toHaveTextContent('Video-rich lessons for Kindergarten through Grade 5')
  expect(within(shown).getByRole('link', { name: 'See the digital program' })).toHaveAttribute(
    'href',
    '/elementary-school-curriculum/digital-program',
  )
  expect(shown).not.toHaveTextContent('Choose a program on the wheel')
  expect(container.querySelector('[aria-hidden="true"] > span')).toHaveTextContent('Elementary')
  expect(turnOf(container, 1)).toBe('rotate(135deg)')
  expect(turnOf(container, 0)).toBe('rotate(0deg)')
  // Its name turns back as much, so it stays upright.
  expect(program('Elementary').style.transform).toBe('translate(-50%, -50%) rotate(-135deg)')
})

it('turns every ring back after 2.2 seconds, keeping the choice and its text', () => {
  const { container } = renderWheel()
  fireEvent.click(program('Families'))
  expect(turnOf(container, 0)).toBe('rotate(180deg)')
  after(2199)
  expect(turnOf(container, 0)).toBe('rotate(180deg)')
  after(1)
  expect(turnOf(container, 0)).toBe('rotate(0deg)')
  expect(program('Families')).toHaveAttribute('aria-pressed', 'true')
  expect(panel(container)).toHaveTextContent('Short videos and take-home activities help families')
})

it('ignores a press on the program already chosen: its ring stays at rest after the return', () => {
  const { container } = renderWheel()
  fireEvent.click(program('SEL for Adults'))
  after(2200)
  fireEvent.click(program('SEL for Adults'))
  expect(turnOf(container, 2)).toBe('rotate(0deg)')
  expect(program('SEL for Adults')).toHaveAttribute('aria-pressed', 'true')
})

it('a press on a segment beside a button chooses that ring\'s program', () => {
  const { container } = renderWheel()
  const outer = container.querySelector('[data-ring="3"] path[data-position="2"]')!
  fireEvent.click(outer)
  expect(program('Out-of-School Time')).toHaveAttribute('aria-pressed', 'true')
  expect(within(panel(container)).getByRole('heading', { name: 'Out-of-School Time' })).toBeInTheDocument()
  expect(turnOf(container, 3)).toBe('rotate(180deg)')
})

it('Reset chooses nothing, turns the rings back at once and shows the instruction again', () => {
  const { container } = renderWheel()
  fireEvent.click(program('Middle School'))
  fireEvent.click(reset())
  for (const name of ['Families', 'Middle School']) expect(program(name)).toHaveAttribute('aria-pressed', 'false')
  expect(turnOf(container, 1)).toBe('rotate(0deg)')
  expect(panel(container)).toHaveTextContent('Choose a program on the wheel')
  expect(container.querySelector('[aria-hidden="true"] > span')).not.toBeInTheDocument()
})

it('waits 2 seconds, plays the intro for 1 second, then rests', () => {
  const { container } = renderWheel()
  const phase = () => wheel().getAttribute('data-phase')
  expect(phase()).toBe('waiting')
  after(2000)
  expect(phase()).toBe('intro')
  after(1000)
  expect(phase()).toBe('complete')
  expect(container.querySelector('[data-ring="0"]')).toHaveStyle({ animationDuration: '1000ms' })
})

it('names the wheel "Programs" without a title, with the programs\' names as the panel headings, and no link when none is set', () => {
  const { container } = render(<ProgramWheelSection block={{ ...samples.withoutTitleOnGray, id: 'w2' }} context={context} />)
  const group = screen.getByRole('group', { name: 'Programs' })
  fireEvent.click(within(group).getByRole('button', { name: 'High School' }))
  expect(within(panel(container)).getByRole('heading', { level: 2, name: 'High School' })).toBeInTheDocument()
  expect(within(panel(container)).queryByRole('link')).not.toBeInTheDocument()
})

it("keeps every button disabled in the server's HTML, and none after the script runs", async () => {
  vi.useRealTimers()
  const island = <ProgramWheel label="Programs" rings={[null, null, null, null]} instruction="Pick one." panels={{} as never} />
  const { count, enabledBefore, disabledAfter } = await buttonsAcrossHydration(island)
  expect(count).toBe(8)
  expect(enabledBefore).toEqual([])
  expect(disabledAfter).toEqual([])
})

it('sizes the wheel from its drawing: 640 px up to 990 px wide, 552 px above', () => {
  const globals = readFileSync('src/app/(site)/globals.css', 'utf8')
  expect(globals).toContain(`--wheel-narrow: ${Math.round(drawing.size * scale.narrow)}px;`)
  expect(globals).toContain(`--wheel-wide: ${Math.round(drawing.size * scale.wide)}px;`)
  expect(breakpoints.wheel).toBe(991)
})
