import { fireEvent, render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import { pausesSentTo } from '../../../tests/support/video-group'
import QuoteVideoList from './Block'
import { samples } from './sample'

const context = { headingLevel: 2, imageLoading: 'lazy' } as const

it('lists each video card with its title and quote; no player loads before play', () => {
  const { container } = render(<QuoteVideoList block={{ ...samples.educators, id: 'q' }} context={context} />)
  const list = screen.getByRole('list', { name: samples.educators.title })
  expect(within(list).getAllByRole('listitem')).toHaveLength(3)
  expect(screen.getByRole('heading', { level: 3, name: 'Fewer trips to the office' })).toBeInTheDocument()
  expect(screen.getByText(/a small conflict stays small/)).toBeInTheDocument()
  expect(screen.getByText('Elementary school counsellor')).toBeInTheDocument()
  expect(container.querySelector('iframe')).toBeNull()
})

it('plays one video at a time: starting another pauses the first', () => {
  render(<QuoteVideoList block={{ ...samples.educators, id: 'q' }} context={context} />)
  fireEvent.click(screen.getByRole('button', { name: 'Play video: A calmer start to the day' }))
  const pauses = pausesSentTo(screen.getByTitle('A calmer start to the day'))
  fireEvent.click(screen.getByRole('button', { name: 'Play video: Fewer trips to the office' }))
  expect(screen.getByTitle('Fewer trips to the office').tagName).toBe('IFRAME')
  expect(pauses()).toBe(1)
})

it('without a title, names its cards at the section level', () => {
  render(<QuoteVideoList block={{ ...samples.untitled, id: 'q' }} context={context} />)
  expect(screen.getByRole('heading', { level: 2, name: 'Why our district chose SEL' })).toBeInTheDocument()
})
