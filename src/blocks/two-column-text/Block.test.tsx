import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import TwoColumnText from './Block'
import { samples } from './sample'

it('shows the title over both markdown columns', () => {
  const { container } = render(<TwoColumnText block={{ ...samples.schoolAndHome, id: 't' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getByRole('region', { name: 'Skills that travel from school to home' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 3, name: 'At school' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 3, name: 'At home' })).toBeInTheDocument()
  expect(container.querySelector('[class*="columns"]')?.children).toHaveLength(2)
})

it('can stand without a title, anchored for links', () => {
  const { container } = render(<TwoColumnText block={{ ...samples.untitledOnGray, id: 'u' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.queryByRole('heading')).not.toBeInTheDocument()
  expect(container.querySelector('section')).toHaveAttribute('id', 'three-rs-scroll')
  expect(screen.getByText('Recognise')).toBeInTheDocument()
})
