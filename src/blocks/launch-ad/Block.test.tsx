import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import LaunchAd from './Block'
import { samples } from './sample'

it('announces the launch with its eyebrow, title, text, picture and coloured button', () => {
  const block = samples.launch
  render(<LaunchAd block={{ ...block, id: 'l' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const section = screen.getByRole('region', { name: block.title })
  expect(section).toHaveClass('gray')
  expect(within(section).getByText('New')).toBeInTheDocument()
  expect(within(section).getByText(block.text)).toBeInTheDocument()
  expect(within(section).getByRole('img', { name: block.image.alt })).toBeInTheDocument()
  expect(within(section).getByRole('link', { name: 'Join the pilot' })).toHaveClass('button', 'yellow')
})
