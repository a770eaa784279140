import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import ScopeSequenceBanner from './Block'
import { samples } from './sample'

it('offers the scope and sequence PDF in a new tab, with the grade band and a preview', () => {
  render(<ScopeSequenceBanner block={{ ...samples.pdfWithPreview, id: 's' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getByText('Kindergarten–Grade 5')).toBeInTheDocument()
  expect(screen.getByRole('img', { name: /scope and sequence chart/ })).toBeInTheDocument()
  const link = screen.getByRole('link', { name: /Download the Scope and Sequence/ })
  expect(link).toHaveAttribute('target', '_blank')
  expect(link).toHaveAttribute('href', '/files/elementary-scope-and-sequence.pdf')
})
