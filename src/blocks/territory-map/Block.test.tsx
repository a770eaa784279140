import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { beforeAll, beforeEach, expect, it, vi } from 'vitest'

import type { MapTerritory } from '@/features/territories/data'
import { TERRITORY_GROUPS } from '@/features/territories/groups'
import { MODAL_FADE_MS } from '@/components/Modal.client'
import { modelDialogs } from '../../../tests/support/dialog'
import { resolveServerTree } from '../../../tests/support/resolve-server'
import TerritoryMap, { LIST_LABEL, MAP_NAME } from './Block'
import { samples } from './sample'

const listed = vi.hoisted(() => ({ territories: [] as MapTerritory[] }))
vi.mock('@/features/territories/data', () => ({ getMapTerritories: async () => listed.territories }))

const territories = (): MapTerritory[] =>
  TERRITORY_GROUPS.map(({ name, states, color }, index) => ({
    id: index + 1,
    fullName: name,
    color,
    states,
    representatives: [
      { id: index * 2 + 1, name: `Rep ${index + 1}A`, email: `rep${index + 1}a@example.org`, phone: `555-01${String(index * 2).padStart(2, '0')}` },
      { id: index * 2 + 2, name: `Rep ${index + 1}B`, email: `rep${index + 1}b@example.org`, phone: `(555) 01${String(index * 2 + 1).padStart(2, '0')}` },
    ],
  }))

const context = { headingLevel: 2, imageLoading: 'lazy' } as const
const renderMap = async () => render(await resolveServerTree(await TerritoryMap({ block: { ...samples.salesTerritories, id: 'm1' }, context })))
const state = (name: string) => screen.getByRole('button', { name: `${name}: opens a modal with contact information for the representative` })
const dimmed = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-region][data-dimmed]')].map((region) => region.getAttribute('data-region'))
const lit = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-region]:not([data-dimmed])')].map((region) => region.getAttribute('data-region'))

beforeAll(modelDialogs)
beforeEach(() => {
  listed.territories = territories()
})

it('draws every state, DC and Canada once in its territory’s colour, as a named control opening a window', async () => {
  const { container } = await renderMap()
  const map = screen.getByRole('group', { name: MAP_NAME })
  expect(map).toHaveAttribute('viewBox', '0 0 1000 589')
  expect(container.querySelectorAll('[data-region] path')).toHaveLength(52)
  expect(state('Texas')).toHaveAttribute('fill', '#b3c6e0')
  expect(state('District of Columbia')).toBeInTheDocument()
  expect(state('Canada')).toHaveAttribute('fill', '#d4b9f0')
  expect(within(map).getAllByRole('button')).toHaveLength(52)
})

it('groups the places by territory, one place of each in the tab order, and the arrow keys go round a territory', async () => {
  await renderMap()
  const southwest = screen.getByRole('group', { name: 'Southwest' })
  expect(within(southwest).getAllByRole('button').map((place) => place.getAttribute('aria-label')?.split(':')[0])).toEqual(['Louisiana', 'New Mexico', 'Texas'])
  const map = screen.getByRole('group', { name: MAP_NAME })
  expect(within(map).getAllByRole('button').filter((place) => place.getAttribute('tabindex') === '0')).toHaveLength(12)
  expect(state('Louisiana')).toHaveAttribute('tabindex', '0')
  expect(state('Texas')).toHaveAttribute('tabindex', '-1')
  expect(state('Texas')).toHaveAccessibleDescription('Tab moves from territory to territory; the arrow keys move between the states of a territory.')
  state('Louisiana').focus()
  fireEvent.keyDown(state('Louisiana'), { key: 'ArrowRight' })
  expect(state('New Mexico')).toHaveFocus()
  fireEvent.keyDown(state('New Mexico'), { key: 'ArrowDown' })
  expect(state('Texas')).toHaveFocus()
  // The territory's stop in the tab order follows the focus.
  expect(state('Texas')).toHaveAttribute('tabindex', '0')
  expect(state('Louisiana')).toHaveAttribute('tabindex', '-1')
  fireEvent.keyDown(state('Texas'), { key: 'ArrowRight' })
  expect(state('Louisiana')).toHaveFocus()
  fireEvent.keyDown(state('Louisiana'), { key: 'ArrowLeft' })
  expect(state('Texas')).toHaveFocus()
})

it('gives each small eastern state a label area of its own that takes clicks', async () => {
  const { container } = await renderMap()
  for (const code of ['VT', 'NH', 'MA', 'RI', 'CT', 'NJ', 'DE', 'MD', 'DC']) {
    const hit = container.querySelector(`[data-region="${code}"] rect`)!
    expect(Number(hit.getAttribute('width')), code).toBeGreaterThanOrEqual(36)
    expect(Number(hit.getAttribute('height')), code).toBeGreaterThanOrEqual(36)
  }
  fireEvent.click(container.querySelector('[data-region="DC"] rect')!)
  expect(screen.getByRole('dialog', { name: 'New England' })).toHaveTextContent('Delaware, District of Columbia, Maine, New Hampshire, New Jersey, Rhode Island, Vermont and Virginia')
})

it('labels the small eastern states beside the map, joined to their shape by a line', async () => {
  const { container } = await renderMap()
  const withLines = [...container.querySelectorAll('[data-region]')].filter((region) => region.querySelector('line'))
  expect(withLines.map((region) => region.getAttribute('data-region')).sort()).toEqual(['CT', 'DC', 'DE', 'MA', 'MD', 'NH', 'NJ', 'RI', 'VT'])
})

it('leaves a state no territory covers grey and out of reach', async () => {
  listed.territories = territories().map((territory) => ({ ...territory, states: territory.states.filter((code) => code !== 'TX') }))
  const { container } = await renderMap()
  expect(screen.queryByRole('button', { name: /^Texas:/ })).not.toBeInTheDocument()
  expect(container.querySelector('[data-region="TX"]')).toHaveAttribute('aria-hidden', 'true')
  expect(within(screen.getByRole('group', { name: MAP_NAME })).getAllByRole('button')).toHaveLength(51)
})

it('highlights the whole territory of the state under the pointer and greys the others until it leaves', async () => {
  const { container } = await renderMap()
  expect(dimmed(container)).toEqual([])
  fireEvent.mouseOver(state('Texas').querySelector('path')!)
  expect(lit(container).sort()).toEqual(['LA', 'NM', 'TX'])
  fireEvent.mouseOver(state('Illinois'))
  expect(lit(container).sort()).toEqual(['IL', 'NY'])
  fireEvent.mouseLeave(container.querySelector('[data-region]')!.closest('div')!)
  expect(dimmed(container)).toEqual([])
})

it('highlights the territory of the focused state, and restores the map when focus leaves the map', async () => {
  const { container } = await renderMap()
  act(() => state('Vermont').focus())
  expect(lit(container).sort()).toEqual(['DC', 'DE', 'ME', 'NH', 'NJ', 'RI', 'VA', 'VT'])
  act(() => state('Vermont').blur())
  expect(dimmed(container)).toEqual([])
})

it('opens the representatives of the chosen territory on a click, with mail and phone links, and returns focus on close', async () => {
  vi.useFakeTimers()
  try {
    await renderMap()
    fireEvent.click(state('Texas').querySelector('path')!)
    const dialog = screen.getByRole('dialog', { name: 'Southwest' })
    expect(document.body.style.overflow).toBe('hidden')
    const items = within(dialog).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Rep 12A', 'Rep 12B'])
    expect(within(items[0]).getByRole('link', { name: 'rep12a@example.org' })).toHaveAttribute('href', 'mailto:rep12a@example.org')
    expect(within(items[1]).getByRole('link', { name: '(555) 0123' })).toHaveAttribute('href', 'tel:5550123')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    act(() => vi.advanceTimersByTime(MODAL_FADE_MS))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(document.body.style.overflow).toBe('')
    expect(state('Texas')).toHaveFocus()
  } finally {
    vi.useRealTimers()
  }
})

it('opens it with Enter and with Space on a focused state, and Escape closes it', async () => {
  vi.useFakeTimers()
  try {
    const { container } = await renderMap()
    const dialogElement = container.querySelector('dialog')!
    act(() => state('California').focus())
    fireEvent.keyDown(state('California'), { key: 'Enter' })
    expect(screen.getByRole('dialog', { name: 'California' })).toBeInTheDocument()
    fireEvent(dialogElement, new Event('cancel', { cancelable: true }))
    act(() => vi.advanceTimersByTime(MODAL_FADE_MS))
    expect(dialogElement).not.toHaveAttribute('open')
    expect(state('California')).toHaveFocus()
    fireEvent.keyDown(state('Canada'), { key: ' ' })
    expect(screen.getByRole('dialog', { name: 'Canada' })).toBeInTheDocument()
    fireEvent.keyDown(state('Canada'), { key: 'a' })
    expect(screen.getByRole('dialog', { name: 'Canada' })).toBeInTheDocument()
  } finally {
    vi.useRealTimers()
  }
})

it('lists the territories for phones, each opening the same window, beside the phone picture', async () => {
  await renderMap()
  expect(screen.getByRole('img', { name: 'Map of our 12 sales territories across the United States and Canada' })).toBeInTheDocument()
  const list = screen.getByRole('list', { name: LIST_LABEL })
  expect(within(list).getAllByRole('button')).toHaveLength(12)
  fireEvent.click(within(list).getByRole('button', { name: 'Southeast Florida, Georgia, North Carolina and South Carolina' }))
  expect(screen.getByRole('dialog', { name: 'Southeast' })).toHaveTextContent('Rep 9A')
})

it('keeps the phone picture from wider screens, and loads it with the page near the top', async () => {
  const { container, unmount } = await renderMap()
  const picture = container.querySelector('picture')!
  expect(picture.querySelector('source')).toHaveAttribute('media', '(min-width: 768px)')
  expect(picture.querySelector('source')?.getAttribute('srcset')).toMatch(/^data:image\/gif/)
  expect(picture.querySelector('img')).toHaveAttribute('loading', 'lazy')
  unmount()
  const near = render(await resolveServerTree(await TerritoryMap({ block: { ...samples.salesTerritories, id: 'm1' }, context: { ...context, imageLoading: 'eager' } })))
  expect(near.container.querySelector('picture img')).toHaveAttribute('loading', 'eager')
})

it('shows the side description and its button', async () => {
  await renderMap()
  expect(screen.getByText(/Choose your state on the map/)).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '/contact#message')
})
