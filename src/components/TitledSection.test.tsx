import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import { TitledSection } from './TitledSection'

it('is a region named by its heading, with the introduction before the content', () => {
  const { container } = render(
    <TitledSection title="Grade 2 units" headingLevel={2} text="Four units, **22 lessons**." anchorLink="units" background="gray">
      <p>Unit cards</p>
    </TitledSection>,
  )
  const region = screen.getByRole('region', { name: 'Grade 2 units' })
  expect(screen.getByRole('heading', { level: 2, name: 'Grade 2 units' })).toBeInTheDocument()
  expect(screen.getByText('22 lessons').tagName).toBe('STRONG')
  expect(region.textContent).toMatch(/Four units, 22 lessons\.\s*Unit cards$/)
  expect(container.querySelector('section')).toHaveAttribute('id', 'units-scroll')
  expect(container.querySelector('section')).toHaveClass('gray')
})

it('has no heading without a title', () => {
  const { container } = render(
    <TitledSection headingLevel={2}>
      <p>Content</p>
    </TitledSection>,
  )
  expect(screen.queryByRole('heading')).not.toBeInTheDocument()
  expect(container.querySelector('section')).not.toHaveAttribute('aria-labelledby')
})
