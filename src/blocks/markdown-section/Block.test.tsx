import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import MarkdownSection from './Block'
import { samples } from './sample'

it('renders the title, markdown body and the link', () => {
  render(<MarkdownSection block={{ ...samples.withLink, id: 's1' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const section = screen.getByRole('region', { name: 'Why social-emotional learning matters' })
  expect(within(section).getByRole('table')).toBeInTheDocument()
  expect(within(section).getByText(/Short, predictable lessons/)).toBeInTheDocument()
  expect(within(section).getByText(/what “works” in real classrooms/)).toBeInTheDocument()
  expect(within(section).getByRole('link', { name: 'See the research' })).toHaveAttribute('href', '#research')
  expect(within(section).getByRole('link', { name: 'See the research' })).toHaveClass('button', 'fallback')
})

it('gets the anchor id other links scroll to', () => {
  const { container } = render(<MarkdownSection block={{ ...samples.anchored, id: 's2' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(container.querySelector('section')).toHaveAttribute('id', 'research-scroll')
})

it('hides the link when its text or address is missing', () => {
  render(<MarkdownSection block={{ ...samples.withLink, id: 's3', linkUrl: '' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.queryByRole('link', { name: 'See the research' })).not.toBeInTheDocument()
})
