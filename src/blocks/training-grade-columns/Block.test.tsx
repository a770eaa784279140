import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import TrainingGradeColumns from './Block'
import { samples } from './sample'

it('lists one column per grade band with its label, title, list and link', () => {
  render(<TrainingGradeColumns block={{ ...samples.threeBands, id: 't' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getByRole('heading', { level: 2, name: 'Staff training for every grade band' })).toBeInTheDocument()
  const columns = within(screen.getByRole('list', { name: 'Staff training for every grade band' })).getAllByRole('article')
  expect(columns).toHaveLength(3)
  const second = columns[1]
  expect(within(second).getByText('Kindergarten–Grade 2')).toBeInTheDocument()
  expect(within(second).getByRole('heading', { level: 3, name: 'Safe touch, unsafe touch' })).toBeInTheDocument()
  expect(within(second).getAllByRole('listitem')).toHaveLength(3)
  expect(within(second).getByRole('link', { name: /^K–2 training/ })).toHaveAttribute('href', '/files/child-protection-training-k-2.pdf')
})

it('leaves out a column link without an address', () => {
  render(<TrainingGradeColumns block={{ ...samples.twoBandsOnGray, id: 'g' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getAllByRole('article')).toHaveLength(2)
  expect(screen.queryByRole('link')).not.toBeInTheDocument()
})
