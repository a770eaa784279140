import { fireEvent, render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import LargeCard from './Block'
import { largeCardMedia } from './media'
import { samples } from './sample'

it('shows the pictures unless a video id is set, then the video', () => {
  expect(largeCardMedia({ videoId: null })).toBe('image')
  expect(largeCardMedia({ videoId: '' })).toBe('image')
  expect(largeCardMedia({ videoId: '  ' })).toBe('image')
  expect(largeCardMedia({ videoId: 'ScMzIvxBSi4' })).toBe('video')
})

it('shows the picture linked with the title, the mobile picture on phones, the secondary picture and the button', () => {
  const card = samples.withImage
  const { container } = render(<LargeCard block={{ ...card, id: 'l' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getByRole('heading', { level: 2, name: card.title })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: card.title })).toHaveAttribute('href', '/bullying-prevention')
  expect(container.querySelector('picture source[media="(max-width: 767px)"]')).not.toBeNull()
  expect(screen.getByRole('img', { name: card.secondaryImage.alt })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Get the activities' })).toBeInTheDocument()
  expect(screen.getByRole('article')).toHaveClass('highlight', 'beside')
})

it('plays the video in place of the pictures when a video id is set', () => {
  const card = samples.withVideo
  const { container } = render(<LargeCard block={{ ...card, id: 'v' }} context={{ headingLevel: 1, imageLoading: 'preload' }} />)
  expect(screen.getByRole('heading', { level: 1, name: card.title })).toBeInTheDocument()
  expect(container.querySelector('picture')).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: `Play video: ${card.title}` }))
  expect(container.querySelector('iframe')?.getAttribute('src')).toContain('/embed/ScMzIvxBSi4')
})

it('asks editors for an image unless the card has a video', async () => {
  const { largeCard } = await import('./schema')
  const image = largeCard.fields.find((field) => 'name' in field && field.name === 'image')
  const validate = image && 'validate' in image ? (image.validate as (value: unknown, options: unknown) => unknown) : undefined
  const options = (siblingData: object) => ({ siblingData, required: false, req: { t: (key: string) => key, payload: { config: {}, collections: {} } } })
  expect(await validate?.(null, options({}))).toBe('Choose an image, or enter a video id.')
  expect(await validate?.(null, options({ videoId: 'ScMzIvxBSi4' }))).toBe(true)
})
