import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import ShortHero from './Block'
import { samples } from './sample'

it('shows a compact title band on the chosen background', () => {
  const { container } = render(<ShortHero block={{ ...samples.onSecondary, id: 's' }} context={{ headingLevel: 1, imageLoading: 'preload' }} />)
  expect(screen.getByRole('heading', { level: 1, name: 'Sample lessons' })).toBeInTheDocument()
  expect(screen.getByText('Try complete lessons from every program')).toBeInTheDocument()
  expect(container.querySelector('section')).toHaveClass('secondary')
})
