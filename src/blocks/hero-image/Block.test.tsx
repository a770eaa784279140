import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import HeroImage from './Block'
import { samples } from './sample'

it('shows the title over a decorative background image with the intro and button', () => {
  const hero = samples.withButton
  const { container } = render(<HeroImage block={{ ...hero, id: 'a' }} context={{ headingLevel: 1, imageLoading: 'preload' }} />)
  expect(screen.getByRole('heading', { level: 1, name: hero.title })).toBeInTheDocument()
  expect(screen.getByText(/learning time grows/)).toBeInTheDocument()
  expect(container.querySelector('img')).toHaveAttribute('alt', '')
  expect(screen.getByRole('link', { name: 'See how it works' })).toHaveClass('yellow')
})
