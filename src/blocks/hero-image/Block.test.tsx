import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import HeroImage from './Block'
import { sample } from './sample'

it('shows the title over a decorative background image with the intro and button', () => {
  const { container } = render(<HeroImage block={{ ...sample[0], id: 'a' }} context={{ isPageHeading: true }} />)
  expect(screen.getByRole('heading', { level: 1, name: sample[0].title })).toBeInTheDocument()
  expect(screen.getByText(/learning time grows/)).toBeInTheDocument()
  expect(container.querySelector('img')).toHaveAttribute('alt', '')
  expect(screen.getByRole('link', { name: 'See how it works' })).toHaveClass('yellow')
})
