import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import FootnotesList from './Block'
import { samples } from './sample'

it('numbers the notes in an ordered list with ids other text links to', () => {
  render(<FootnotesList block={{ ...samples.research, id: 'f' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const list = within(screen.getByRole('region', { name: 'Sources' })).getByRole('list')
  expect(list.tagName).toBe('OL')
  const notes = within(list).getAllByRole('listitem')
  expect(notes.map((note) => note.id)).toEqual(['footnote-1', 'footnote-2', 'footnote-3'])
  expect(notes[1]).toHaveTextContent('Figures from our 2025 survey')
})

it('links each source, naming which note it belongs to; a PDF opens in a new tab', () => {
  render(<FootnotesList block={{ ...samples.research, id: 'f2' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getByRole('link', { name: /^Read the study for footnote 1/ })).toHaveAttribute('href', 'https://doi.org/10.1111/j.1467-8624.2010.01564.x')
  const pdf = screen.getByRole('link', { name: /^Source for footnote 3/ })
  expect(pdf).toHaveAttribute('target', '_blank')
  expect(screen.getAllByRole('link')).toHaveLength(2)
})
