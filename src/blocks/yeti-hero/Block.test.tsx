import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import YetiHero from './Block'
import { samples } from './sample'

it('shows the mascot, title, subtitle and link', () => {
  const hero = samples.withLink
  render(<YetiHero block={{ ...hero, id: 'y' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getByRole('img', { name: 'Our friendly yeti mascot waving hello' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 2, name: hero.title })).toBeInTheDocument()
  expect(screen.getByText(hero.subtitle)).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Start with family activities' })).toHaveAttribute('href', '/family-supports')
})
