import { act, render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import { Mark } from './Mark'
import { SCROLL_HINT } from './ScrollHint.client'
import { ScrollTable } from './ScrollTable'

const table = (props: { hideCaption?: boolean; wide?: boolean } = {}) => (
  <ScrollTable caption="Annual price per school" {...props}>
    <thead>
      <tr>
        <th scope="col">Schools</th>
        <th scope="col">1 Year</th>
      </tr>
    </thead>
    <tbody>
      <tr>
        <th scope="row">2–4</th>
        <td>
          <Mark positive label="Included" />
        </td>
      </tr>
    </tbody>
  </ScrollTable>
)

it('wraps the captioned table in a focusable scroll region named after the caption', () => {
  render(table({ wide: true }))
  const region = screen.getByRole('region', { name: 'Table: Annual price per school' })
  expect(region).toHaveAttribute('tabindex', '0')
  const grid = within(region).getByRole('table', { name: 'Annual price per school' })
  expect(within(grid).getByRole('columnheader', { name: '1 Year' })).toBeInTheDocument()
  expect(within(grid).getByRole('rowheader', { name: '2–4' })).toBeInTheDocument()
  expect(within(grid).getByRole('cell', { name: 'Included' })).toBeInTheDocument()
})

it('can keep the caption for screen readers only', () => {
  render(table({ hideCaption: true }))
  expect(screen.getByText('Annual price per school')).toHaveClass('visually-hidden')
})

it('gives a mark its words and hides the icon', () => {
  const { container } = render(<Mark positive={false} label="No:" />)
  expect(screen.getByText('No:')).toHaveClass('visually-hidden')
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
})

it('says under the table that it scrolls sideways only while it is wider than its box', async () => {
  const observed: ResizeObserverCallback[] = []
  globalThis.ResizeObserver = class {
    constructor(callback: ResizeObserverCallback) {
      observed.push(callback)
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver
  render(table({ wide: true }))
  const region = screen.getByRole('region', { name: 'Table: Annual price per school' })
  const hint = screen.getByText(SCROLL_HINT)
  expect(hint).not.toBeVisible()
  Object.defineProperty(region, 'scrollWidth', { value: 640, configurable: true })
  Object.defineProperty(region, 'clientWidth', { value: 333, configurable: true })
  act(() => observed.forEach((callback) => callback([], {} as ResizeObserver)))
  expect(hint).toBeVisible()
  Object.defineProperty(region, 'scrollWidth', { value: 333, configurable: true })
  act(() => observed.forEach((callback) => callback([], {} as ResizeObserver)))
  expect(hint).not.toBeVisible()
})
