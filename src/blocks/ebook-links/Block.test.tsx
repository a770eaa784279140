import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import EbookLinks from './Block'
import { samples } from './sample'

it('lists the e-books beside the cover; PDFs open in a new tab, pages in the same tab', () => {
  render(<EbookLinks block={{ ...samples.familyEbooks, id: 'e' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const section = screen.getByRole('region', { name: 'Free e-books for families' })
  expect(within(section).getByRole('img', { name: /sample lesson card/ })).toBeInTheDocument()
  const links = within(within(section).getByRole('list', { name: 'Free e-books for families: e-books' })).getAllByRole('link')
  expect(links).toHaveLength(3)
  expect(links[0]).toHaveAccessibleName('When I Feel Worried (PDF) (opens in a new tab)')
  expect(links[0]).toHaveAttribute('target', '_blank')
  expect(links[2]).toHaveAttribute('href', '/family-supports')
  expect(links[2]).not.toHaveAttribute('target')
})

it('shows the links alone without a cover', () => {
  render(<EbookLinks block={{ ...samples.withoutCover, id: 'w' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.queryByRole('img')).not.toBeInTheDocument()
  expect(screen.getByRole('link', { name: /Whole-School Guide/ })).toHaveAttribute('target', '_blank')
})
