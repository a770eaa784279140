import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import ImageTextBanner from './Block'
import { samples } from './sample'

it('puts the image first for Left and last for Right', () => {
  const { container, unmount } = render(
    <ImageTextBanner block={{ ...samples.linkedImageLeft, id: 'l' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />,
  )
  expect(container.querySelector('[class*="mediaLeft"]')).not.toBeNull()
  unmount()
  const second = render(<ImageTextBanner block={{ ...samples.imageRightOnGray, id: 'r' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(second.container.querySelector('[class*="mediaRight"]')).not.toBeNull()
})

it('links the image when an image link is set; the image keeps its alt text as the link name', () => {
  render(<ImageTextBanner block={{ ...samples.linkedImageLeft, id: 'l2' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const imageLink = screen.getByRole('link', { name: /teacher kneeling/ })
  expect(imageLink).toHaveAttribute('href', '/sample-lessons')
  expect(screen.getByRole('link', { name: 'See sample lessons' })).toBeInTheDocument()
})
