import { fireEvent, render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import StreamVideo from './Block'
import { samples } from './sample'

const context = { headingLevel: 2, imageLoading: 'lazy' } as const

it('loads the streaming player with its channel, media and form only when played', () => {
  const { container } = render(<StreamVideo block={{ ...samples.fullWidth, id: 's' }} context={context} />)
  expect(screen.getByRole('heading', { level: 2, name: samples.fullWidth.title })).toBeInTheDocument()
  expect(container.querySelector('iframe')).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: `Play video: ${samples.fullWidth.title}` }))
  const src = new URL(screen.getByTitle(samples.fullWidth.title).getAttribute('src')!)
  expect(Object.fromEntries(src.searchParams)).toEqual({
    channelId: 'heartwise-webinars',
    mediaId: 'sel-101-2026',
    playerForm: 'inline',
    formName: 'webinar-follow-up',
    autoPlay: 'true',
  })
})

it('keeps the size an editor set: no wider than its width, in its shape', () => {
  const { container } = render(<StreamVideo block={{ ...samples.sized, id: 's' }} context={context} />)
  const frame = container.querySelector<HTMLElement>('[class*="frame"]')!
  expect(frame.style.maxWidth).toBe('640px')
  expect(frame.style.aspectRatio).toBe('640 / 360')
  fireEvent.click(screen.getByRole('button', { name: `Play video: ${samples.sized.title}` }))
  expect(screen.getByTitle(samples.sized.title).getAttribute('src')).toContain('autoPlay=false')
})
