import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import PrimaryHero from './Block'
import { samples } from './sample'

const hero = samples.twoButtons

it('shows title, subtitle, image with its alt text and both buttons', () => {
  render(<PrimaryHero block={{ ...hero, id: 'p' }} context={{ headingLevel: 1, imageLoading: 'preload' }} />)
  expect(screen.getByRole('heading', { level: 1, name: hero.title })).toBeInTheDocument()
  expect(screen.getByText('Kindergarten through Grade 8')).toBeInTheDocument()
  expect(screen.getByRole('img', { name: /teacher kneeling/ })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Explore the program' })).toHaveClass('primary')
  expect(screen.getByRole('link', { name: 'Get a quote' })).toHaveClass('orange')
})

it('drops a button whose text is missing', () => {
  render(<PrimaryHero block={{ ...hero, id: 'p2', linkText2: null }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getAllByRole('link')).toHaveLength(1)
})
