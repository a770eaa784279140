import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import { iconNames } from '@/lib/icons'
import { Icon } from './Icon'

it('draws every icon editors can choose as an inline SVG, hidden from screen readers', () => {
  for (const name of iconNames) {
    const { container, unmount } = render(<Icon name={name} size={20} />)
    const svg = container.querySelector('svg')
    expect(svg, name).not.toBeNull()
    expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect(svg).toHaveAttribute('width', '20')
    unmount()
  }
})

it('names a brand icon when given a label', () => {
  render(<Icon name="facebook" label="Facebook" />)
  expect(screen.getByRole('img', { name: 'Facebook' })).toHaveAttribute('focusable', 'false')
})
