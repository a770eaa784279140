/* eslint-disable @next/next/no-img-element -- plain pictures stand in for CMS images in these tests */
import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import { Card, CardGrid } from './Card'

it('shows the title at the level it is given, the text, the picture and the buttons that have text and an address', () => {
  render(
    <Card
      title="Unit 1: Learning to Learn"
      headingLevel={3}
      eyebrow="Grade 2"
      subtitle="6 lessons"
      media={<span role="img" aria-label="Students listening" />}
      links={[{ text: 'See the unit', url: '/units/1' }, { text: 'No address' }]}
      background="secondary"
    >
      <p>Students practise listening and focusing.</p>
    </Card>,
  )
  const card = screen.getByRole('article')
  expect(within(card).getByRole('heading', { level: 3, name: 'Unit 1: Learning to Learn' })).toBeInTheDocument()
  expect(within(card).getByText('Grade 2')).toBeInTheDocument()
  expect(within(card).getByText('6 lessons')).toBeInTheDocument()
  expect(within(card).getByText('Students practise listening and focusing.')).toBeInTheDocument()
  expect(within(card).getByRole('img', { name: 'Students listening' })).toBeInTheDocument()
  expect(within(card).getAllByRole('link').map((link) => link.textContent)).toEqual(['See the unit'])
  expect(card).toHaveClass('card', 'secondary')
})

it('links the title and the picture to the image address, with one link for keyboards and screen readers', () => {
  render(<Card title="Kindness Week" headingLevel={3} media={<span role="img" aria-label="" />} mediaHref="/kindness" />)
  expect(screen.getAllByRole('link')).toHaveLength(1)
  expect(screen.getByRole('link', { name: 'Kindness Week' })).toHaveAttribute('href', '/kindness')
  expect(document.querySelectorAll('a[href="/kindness"]')).toHaveLength(2)
})

it('keeps a linked picture reachable when the card has no title', () => {
  render(<Card headingLevel={3} media={<span role="img" aria-label="Kindness Week poster" />} mediaHref="/kindness" />)
  expect(screen.getByRole('link', { name: 'Kindness Week poster' })).toHaveAttribute('href', '/kindness')
})

it('falls back to the plain card for an unknown colour', () => {
  render(<Card title="Plain" headingLevel={4} background="purple" />)
  expect(screen.getByRole('article')).toHaveClass('card', 'none')
})

it('lists its cards, skipping empty ones, and renders nothing without cards', () => {
  const { container, rerender } = render(
    <CardGrid columns={2} label="Programs">
      {[<Card key="a" title="A" headingLevel={3} />, null, <Card key="b" title="B" headingLevel={3} />]}
    </CardGrid>,
  )
  const list = screen.getByRole('list', { name: 'Programs' })
  expect(within(list).getAllByRole('listitem')).toHaveLength(2)
  expect(list).toHaveClass('grid', 'columns2')
  rerender(<CardGrid>{[]}</CardGrid>)
  expect(container).toBeEmptyDOMElement()
})

it('can set its picture beside the text and give its title another look', () => {
  render(<Card title="Lakeview Elementary" headingLevel={2} headingClassName="heading-2" media={<img src="/a.png" alt="" />} mediaLayout="beside" />)
  expect(screen.getByRole('article')).toHaveClass('card', 'beside')
  expect(screen.getByRole('heading', { level: 2, name: 'Lakeview Elementary' })).toHaveClass('heading-2')
})

it('keeps a card without media stacked whatever its layout', () => {
  render(<Card title="Text only" headingLevel={3} mediaLayout="beside" small />)
  expect(screen.getByRole('article')).not.toHaveClass('beside')
  expect(screen.getByRole('heading', { level: 3, name: 'Text only' })).toHaveClass('heading-5')
})

it('shows an icon above the title', () => {
  render(<Card title="Empathy" headingLevel={3} icon={<svg data-testid="icon" aria-hidden="true" />} />)
  const icon = screen.getByTestId('icon')
  expect(icon.compareDocumentPosition(screen.getByRole('heading', { name: 'Empathy' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
})

it('gives buttons on a dark card the light look, and keeps the chosen colour on a light card', () => {
  render(
    <>
      <Card title="Dark" headingLevel={3} background="primary" links={[{ text: 'On dark', url: '/a', color: 'orange' }]} />
      <Card title="Light" headingLevel={3} background="gray" links={[{ text: 'On light', url: '/b', color: 'orange' }]} />
    </>,
  )
  expect(screen.getByRole('link', { name: 'On dark' })).toHaveClass('light')
  expect(screen.getByRole('link', { name: 'On light' })).toHaveClass('orange')
})
