import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import InfoCallout from './Block'
import { samples } from './sample'

it('announces a notice as a note named by its kind and title, with a decorative icon', () => {
  render(<InfoCallout block={{ ...samples.notice, id: 'n' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const note = screen.getByRole('note', { name: 'Notice: Follow your school’s reporting policy' })
  expect(within(note).getByRole('heading', { level: 2, name: 'Follow your school’s reporting policy' })).toBeInTheDocument()
  expect(within(note).getByText('report it the same day')).toBeInTheDocument()
  expect(note.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  expect(note).toHaveClass('notice')
})

it('calls an info callout information', () => {
  render(<InfoCallout block={{ ...samples.info, id: 'i' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getByRole('note', { name: 'Information: Lessons are available in English and Spanish' })).toHaveClass('info')
})
