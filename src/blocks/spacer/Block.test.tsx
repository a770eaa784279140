import { render } from '@testing-library/react'
import { expect, it } from 'vitest'

import SpacerSection from './Block'
import { samples } from './sample'

it('renders 20, 40 and 60 px of space, hidden from screen readers', () => {
  const heights = [samples.small, samples.medium, samples.large].map((block, i) => {
    const { container } = render(<SpacerSection block={{ ...block, id: `s${i}` }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
    const spacer = container.firstElementChild as HTMLElement
    expect(spacer).toHaveAttribute('aria-hidden', 'true')
    return spacer.style.height
  })
  expect(heights).toEqual(['20px', '40px', '60px'])
})
