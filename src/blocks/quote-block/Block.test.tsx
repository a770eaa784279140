import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import QuoteBlock from './Block'
import { samples } from './sample'

it('shows the quote with both citation lines', () => {
  const { container } = render(<QuoteBlock block={{ ...samples.teacher, id: 'q' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(container.querySelector('blockquote')).toHaveTextContent(samples.teacher.quote)
  expect(container.querySelector('figcaption')).toHaveTextContent('Ms. Tanya BrooksGrade 2 teacher, Lincoln Elementary')
})

it('shows a single citation line when there is no second one', () => {
  const { container } = render(<QuoteBlock block={{ ...samples.parentOnGray, id: 'p' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getByText('A parent in Tulsa, Oklahoma')).toBeInTheDocument()
  expect(container.querySelector('figcaption')?.children).toHaveLength(1)
})
