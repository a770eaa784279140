import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import ViewSampleBanner from './Block'
import { samples } from './sample'

it('names the program and links to the sample', () => {
  render(<ViewSampleBanner block={{ ...samples.middleSchool, id: 'v' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getByText('Middle School')).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Try a complete Grade 7 lesson' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'View Sample' })).toHaveAttribute('href', '/sample-lessons')
})
