import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import { Accordion, type AccordionItem } from './Accordion.client'
import { MarkdownAccordion } from './MarkdownAccordion'

const items: AccordionItem[] = [
  { key: 'a', title: 'What is a unit?', content: <p>A unit is a group of lessons on one skill.</p> },
  { key: 'b', title: 'How long is a lesson?', content: <p>Most lessons take 20 to 40 minutes.</p> },
]

const button = (name: string) => screen.getByRole('button', { name })

it('starts closed, with the closed text in the page but hidden until found', () => {
  render(<Accordion items={items} headingLevel={3} />)
  expect(screen.getByRole('heading', { level: 3, name: 'What is a unit?' })).toContainElement(button('What is a unit?'))
  expect(button('What is a unit?')).toHaveAttribute('aria-expanded', 'false')
  const text = screen.getByText('A unit is a group of lessons on one skill.')
  expect(text).not.toBeVisible()
  const panel = document.getElementById(button('What is a unit?').getAttribute('aria-controls')!)!
  expect(panel).toContainElement(text)
  expect(panel).toHaveAttribute('hidden', 'until-found')
  expect(panel).toHaveAttribute('role', 'region')
  expect(panel).toHaveAttribute('aria-labelledby', button('What is a unit?').id)
})

it('opens and closes each content item on its own', () => {
  render(<Accordion items={items} headingLevel={3} />)
  fireEvent.click(button('What is a unit?'))
  fireEvent.click(button('How long is a lesson?'))
  expect(button('What is a unit?')).toHaveAttribute('aria-expanded', 'true')
  expect(button('How long is a lesson?')).toHaveAttribute('aria-expanded', 'true')
  expect(screen.getByRole('region', { name: 'What is a unit?' })).toBeVisible()
  expect(screen.getByText('Most lessons take 20 to 40 minutes.')).toBeVisible()

  fireEvent.click(button('What is a unit?'))
  expect(button('What is a unit?')).toHaveAttribute('aria-expanded', 'false')
  expect(screen.getByText('A unit is a group of lessons on one skill.')).not.toBeVisible()
  expect(screen.getByText('Most lessons take 20 to 40 minutes.')).toBeVisible()
})

it('keeps one sub-section open at a time and closes the open one when it is clicked again', () => {
  render(<Accordion items={items} headingLevel={4} exclusive />)
  fireEvent.click(button('What is a unit?'))
  fireEvent.click(button('How long is a lesson?'))
  expect(button('What is a unit?')).toHaveAttribute('aria-expanded', 'false')
  expect(button('How long is a lesson?')).toHaveAttribute('aria-expanded', 'true')
  fireEvent.click(button('How long is a lesson?'))
  expect(button('How long is a lesson?')).toHaveAttribute('aria-expanded', 'false')
})

it('opens the item whose hidden text the browser found', () => {
  render(<Accordion items={items} headingLevel={3} exclusive />)
  fireEvent.click(button('What is a unit?'))
  const panel = document.getElementById(button('How long is a lesson?').getAttribute('aria-controls')!)!
  act(() => void panel.dispatchEvent(new Event('beforematch')))
  expect(button('How long is a lesson?')).toHaveAttribute('aria-expanded', 'true')
  expect(button('What is a unit?')).toHaveAttribute('aria-expanded', 'false')
})

it('can be driven from outside, as an Expand All button does', () => {
  const changes: string[][] = []
  const { rerender } = render(<Accordion items={items} headingLevel={3} open={[]} onOpenChange={(next) => changes.push(next)} />)
  fireEvent.click(button('How long is a lesson?'))
  expect(changes).toEqual([['b']])
  expect(button('How long is a lesson?')).toHaveAttribute('aria-expanded', 'false')
  rerender(<Accordion items={items} headingLevel={3} open={['a', 'b']} onOpenChange={(next) => changes.push(next)} />)
  expect(screen.getAllByRole('region')).toHaveLength(2)
  for (const region of screen.getAllByRole('region')) expect(region).toBeVisible()
})

it('renders markdown items with nested content under the text', () => {
  render(
    <MarkdownAccordion
      headingLevel={3}
      items={[{ id: 'r1', title: 'Getting started', text: 'Read the **welcome guide**.', children: <p>Nested part</p> }]}
    />,
  )
  fireEvent.click(button('Getting started'))
  const region = screen.getByRole('region', { name: 'Getting started' })
  expect(within(region).getByText('welcome guide').tagName).toBe('STRONG')
  expect(within(region).getByText('Nested part')).toBeVisible()
})

it('gives an item the id of its anchor, for links and scrolling to that very item', () => {
  render(<Accordion items={[{ ...items[0], anchor: 'what-is-a-unit-scroll' }, items[1]]} headingLevel={3} />)
  expect(document.getElementById('what-is-a-unit-scroll')).toContainElement(button('What is a unit?'))
})
