import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import WebinarCategoryHeader from './Block'
import { samples } from './sample'

it('heads a webinar category with its icon, description and anchor', () => {
  const { container } = render(
    <WebinarCategoryHeader block={{ ...samples.anchoredWithIcon, id: 'w' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />,
  )
  expect(screen.getByRole('heading', { level: 2, name: 'Getting started' })).toBeInTheDocument()
  expect(screen.getByText(/walk you through setup/)).toBeInTheDocument()
  expect(container.querySelector('svg.lucide-calendar')).toHaveAttribute('aria-hidden', 'true')
  expect(container.querySelector('section')).toHaveAttribute('id', 'getting-started-scroll')
})
