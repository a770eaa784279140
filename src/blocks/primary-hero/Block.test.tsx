import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import PrimaryHero from './Block'
import { sample } from './sample'

it('shows title, subtitle, image with its alt text and both buttons', () => {
  render(<PrimaryHero block={{ ...sample[0], id: 'p' }} context={{ isPageHeading: true }} />)
  expect(screen.getByRole('heading', { level: 1, name: sample[0].title })).toBeInTheDocument()
  expect(screen.getByText('Kindergarten through Grade 8')).toBeInTheDocument()
  expect(screen.getByRole('img', { name: /teacher kneeling/ })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Explore the program' })).toHaveClass('primary')
  expect(screen.getByRole('link', { name: 'Get a quote' })).toHaveClass('orange')
})

it('drops a button whose text is missing', () => {
  render(<PrimaryHero block={{ ...sample[0], id: 'p2', linkText2: null }} />)
  expect(screen.getAllByRole('link')).toHaveLength(1)
})
