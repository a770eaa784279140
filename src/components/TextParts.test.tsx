import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import { TextParts } from './TextParts'

it('shows each text under its title at the level it is given, and a text without a title on its own', () => {
  const { container } = render(
    <TextParts
      headingLevel={3}
      parts={[
        { id: 'a', title: 'Plan the week', text: 'See the **next lesson** for each class.' },
        { id: 'b', text: 'Send take-home pages after each lesson.' },
      ]}
    />,
  )
  expect(screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent])).toEqual([['H3', 'Plan the week']])
  expect(screen.getByText('next lesson').tagName).toBe('STRONG')
  expect(container.textContent).toContain('Send take-home pages after each lesson.')
})
