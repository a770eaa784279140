import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import CenteredHero from './Block'
import { samples } from './sample'

const hero = samples.withButton

it('shows the title as the page heading when it opens the page', () => {
  render(<CenteredHero block={{ ...hero, id: 'h1' }} context={{ headingLevel: 1, imageLoading: 'preload' }} />)
  expect(screen.getByRole('heading', { level: 1, name: hero.title })).toBeInTheDocument()
  expect(screen.getByText(hero.subtitle)).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Explore programs' })).toHaveAttribute('href', '/elementary-school-curriculum/digital-program')
  expect(screen.getByRole('link', { name: 'Explore programs' })).toHaveClass('button', 'light')
})

it('uses a second-level heading further down the page', () => {
  render(<CenteredHero block={{ ...hero, id: 'h2' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getByRole('heading', { level: 2, name: hero.title })).toBeInTheDocument()
})

it('marks external button links as opening in a new tab', () => {
  render(<CenteredHero block={{ ...hero, id: 'h3', linkUrl: 'https://example.org/report.pdf' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const link = screen.getByRole('link', { name: /Explore programs/ })
  expect(link).toHaveAttribute('target', '_blank')
  expect(link).toHaveAccessibleName('Explore programs (opens in a new tab)')
})
