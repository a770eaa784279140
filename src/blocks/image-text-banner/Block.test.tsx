import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import ImageTextBanner from './Block'
import { sample } from './sample'

const [left, right] = sample

it('puts the image first for Left and last for Right', () => {
  const { container, unmount } = render(<ImageTextBanner block={{ ...left, id: 'l' }} />)
  expect(container.querySelector('[class*="mediaLeft"]')).not.toBeNull()
  unmount()
  const second = render(<ImageTextBanner block={{ ...right, id: 'r' }} />)
  expect(second.container.querySelector('[class*="mediaRight"]')).not.toBeNull()
})

it('links the image when an image link is set; the image keeps its alt text as the link name', () => {
  render(<ImageTextBanner block={{ ...left, id: 'l2' }} />)
  const imageLink = screen.getByRole('link', { name: /teacher kneeling/ })
  expect(imageLink).toHaveAttribute('href', '/sample-lessons')
  expect(screen.getByRole('link', { name: 'See sample lessons' })).toBeInTheDocument()
})
