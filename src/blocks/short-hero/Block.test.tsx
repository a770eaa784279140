import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import ShortHero from './Block'
import { sample } from './sample'

it('shows a compact title band on the chosen background', () => {
  const { container } = render(<ShortHero block={{ ...sample[0], id: 's' }} context={{ isPageHeading: true }} />)
  expect(screen.getByRole('heading', { level: 1, name: 'Sample lessons' })).toBeInTheDocument()
  expect(screen.getByText('Try complete lessons from every program')).toBeInTheDocument()
  expect(container.querySelector('section')).toHaveClass('secondary')
})
