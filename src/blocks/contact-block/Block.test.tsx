import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import ContactBlock from './Block'
import { samples } from './sample'

const context = { headingLevel: 2, imageLoading: 'lazy' } as const

it('turns the email address in its text into a mailto link', () => {
  render(<ContactBlock block={{ ...samples.sentence, id: 's' }} context={context} />)
  expect(screen.getByRole('region', { name: 'Customer support' })).toBeInTheDocument()
  const link = screen.getByRole('link', { name: 'support@heartwiselearning.org' })
  expect(link).toHaveAttribute('href', 'mailto:support@heartwiselearning.org')
  expect(link).not.toHaveAttribute('target')
  expect(link.parentElement).toHaveTextContent('Write to support@heartwiselearning.org and we will answer within one business day.')
})

it('links a bare address', () => {
  render(<ContactBlock block={{ ...samples.addressOnly, id: 'a' }} context={context} />)
  expect(screen.getByRole('link', { name: 'sales@heartwiselearning.org' })).toHaveAttribute('href', 'mailto:sales@heartwiselearning.org')
})

it('shows text without a valid address as plain text', () => {
  render(<ContactBlock block={{ ...samples.noAddress, id: 'n' }} context={context} />)
  expect(screen.getByText(/Call 1-800-555-0134/)).toBeInTheDocument()
  expect(screen.queryByRole('link')).not.toBeInTheDocument()
  render(<ContactBlock block={{ ...samples.addressOnly, id: 'b', text: 'sales@heartwise' }} context={context} />)
  expect(screen.getByText('sales@heartwise')).toBeInTheDocument()
  expect(screen.queryByRole('link')).not.toBeInTheDocument()
})
