import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import Checklist from './Block'
import { samples } from './sample'

it('lists four positive items and a fifth negative one, each with its mark in words', () => {
  render(<Checklist block={{ ...samples.fourAndOne, id: 'c1' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const items = screen.getAllByRole('listitem')
  expect(items.map((item) => item.textContent?.split(':')[0])).toEqual(['Yes', 'Yes', 'Yes', 'Yes', 'No'])
  expect(items[0]).toHaveTextContent('Yes: Lessons for every grade')
  expect(items[4]).toHaveTextContent('No: No special hardware')
  expect(screen.getAllByText('Yes:')[0]).toHaveClass('visually-hidden')
})
