import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import type { Media } from '@/payload-types'
import { CmsCard, CmsCardSection } from './CmsCard'

const picture: Media = {
  id: 1,
  alt: 'Children sitting in a circle with their teacher',
  url: '/api/media/file/circle.png',
  filename: 'circle.png',
  mimeType: 'image/png',
  width: 1200,
  height: 800,
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
}

it('shows the stored picture, title, markdown text, buttons and colour', () => {
  render(
    <CmsCard
      card={{
        title: 'Home Links',
        text: 'Five minutes at **home**.',
        image: picture,
        imageLinkUrl: '/family-supports',
        linkText: 'Browse',
        linkUrl: '/family-supports',
        linkText2: 'Webinars',
        linkUrl2: '/webinars',
        backgroundColor: 'gray',
      }}
      headingLevel={3}
      columns={2}
    />,
  )
  const card = screen.getByRole('article')
  expect(card).toHaveClass('gray')
  expect(within(card).getByRole('link', { name: 'Home Links' })).toHaveAttribute('href', '/family-supports')
  expect(within(card).getByText('home').tagName).toBe('STRONG')
  expect(within(card).getByRole('img', { hidden: true })).toHaveAttribute('alt', picture.alt)
  expect(within(card).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home Links', 'Browse', 'Webinars'])
})

it('lets the block override the stored colour and add its own content; draws no empty picture or text', () => {
  const { container } = render(
    <CmsCard card={{ title: 'Plain', backgroundColor: 'gray' }} headingLevel={2} columns={1} background="none" />,
  )
  expect(screen.getByRole('article')).toHaveClass('none')
  expect(container.querySelector('img')).toBeNull()
  expect(container.querySelector('[class*="text"]')).toBeNull()
  render(
    <CmsCard card={{ title: 'With extra' }} headingLevel={2} columns={1}>
      <p>Extra part</p>
    </CmsCard>,
  )
  expect(screen.getByText('Extra part')).toBeInTheDocument()
})

it('renders a stored card section with card titles under its heading, and what the block adds per card', () => {
  render(
    <CmsCardSection
      section={{ title: 'Programs', cards: [{ id: 'a', title: 'Early Learning' }, { id: 'b', title: 'Middle School' }] }}
      context={{ headingLevel: 2, imageLoading: 'lazy' }}
      columns={2}
      label="Cards"
      cardProps={(card) => ({ eyebrow: `Program: ${card.title}` })}
    />,
  )
  const list = screen.getByRole('list', { name: 'Programs' })
  expect(within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Early Learning', 'Middle School'])
  expect(within(list).getByText('Program: Middle School')).toBeInTheDocument()
})

it('puts the card titles at the section level when the section has no heading', () => {
  render(<CmsCardSection section={{ cards: [{ title: 'Alone' }] }} context={{ headingLevel: 2, imageLoading: 'preload' }} columns={1} label="Stories" />)
  expect(screen.getByRole('list', { name: 'Stories' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 2, name: 'Alone' })).toBeInTheDocument()
})
