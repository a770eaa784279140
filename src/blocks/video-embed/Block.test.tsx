import { fireEvent, render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import VideoEmbed from './Block'
import { samples } from './sample'

const context = { headingLevel: 2, imageLoading: 'lazy' } as const

it('shows the title and loads the privacy-mode player, named by the title, only when played', () => {
  const { container } = render(<VideoEmbed block={{ ...samples.titled, id: 'v' }} context={context} />)
  expect(screen.getByRole('heading', { level: 2, name: samples.titled.title })).toBeInTheDocument()
  expect(container.querySelector('iframe')).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: `Play video: ${samples.titled.title}` }))
  expect(screen.getByTitle(samples.titled.title)).toHaveAttribute('src', expect.stringContaining('youtube-nocookie.com/embed/aqz-KE-bpKQ'))
})

it('can hide the title and still name the player by it', () => {
  render(<VideoEmbed block={{ ...samples.videoOnly, id: 'v' }} context={context} />)
  expect(screen.queryByRole('heading')).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: `Play video: ${samples.videoOnly.title}` })).toBeInTheDocument()
})
