import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import LinkButtonList from './Block'
import { samples } from './sample'

it('shows every button in order, in its colour, and opens the PDF in a new tab', () => {
  render(<LinkButtonList block={{ ...samples.gradeResources, id: 'g' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getByRole('heading', { level: 2, name: 'Bullying prevention resources by grade' })).toBeInTheDocument()
  const links = screen.getAllByRole('link')
  expect(links.map((link) => link.textContent)).toEqual([
    'Kindergarten overview (opens in a new tab)',
    'Grade 2 sample lesson (opens in a new tab)',
    'Grade 5 sample lesson (opens in a new tab)',
    'Family guide',
  ])
  expect(links[0]).toHaveAttribute('target', '_blank')
  expect(links[0]).toHaveClass('button', 'primary')
  expect(links[3]).toHaveClass('button', 'orange')
})

it('uses the default colour for a button without one', () => {
  render(<LinkButtonList block={{ ...samples.buttonsOnly, id: 'b' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.queryByRole('heading')).not.toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Watch a webinar' })).toHaveClass('button', 'fallback')
})
