import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import YetiHero from './Block'
import { sample } from './sample'

it('shows the mascot, title, subtitle and link', () => {
  render(<YetiHero block={{ ...sample[0], id: 'y' }} context={{ isPageHeading: false }} />)
  expect(screen.getByRole('img', { name: 'Our friendly yeti mascot waving hello' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 2, name: sample[0].title })).toBeInTheDocument()
  expect(screen.getByText(sample[0].subtitle!)).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Start with family activities' })).toHaveAttribute('href', '/family-supports')
})
