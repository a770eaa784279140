import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import SuccessStoryBanner from './Block'
import { sample } from './sample'

it('shows the school, the quote with its citation, the picture and the story link', () => {
  render(<SuccessStoryBanner block={{ ...sample[0], id: 's' }} />)
  expect(screen.getByRole('heading', { name: 'Lakeview Elementary' })).toBeInTheDocument()
  expect(screen.getByText(sample[0].quote)).toBeInTheDocument()
  expect(screen.getByText('Principal, Lakeview Elementary')).toBeInTheDocument()
  expect(screen.getByRole('img', { name: sample[0].image && typeof sample[0].image === 'object' ? sample[0].image.alt : '' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Read the full story' })).toBeInTheDocument()
})
