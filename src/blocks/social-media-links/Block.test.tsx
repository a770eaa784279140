import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import SocialMediaLinks from './Block'
import { samples } from './sample'

it('names each icon link after the account and the platform, and opens it in a new tab', () => {
  render(<SocialMediaLinks block={{ ...samples.followUs, id: 's' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const links = within(screen.getByRole('region', { name: 'Follow us' })).getAllByRole('link')
  expect(links.map((link) => link.textContent)).toEqual(
    ['Facebook', 'Instagram', 'LinkedIn', 'X', 'YouTube', 'Pinterest'].map((platform) => `Heartwise Learning on ${platform} (opens in a new tab)`),
  )
  for (const link of links) {
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  }
  expect(screen.getByRole('link', { name: /Heartwise Learning on Facebook/ })).toHaveAttribute('href', 'https://www.facebook.com/heartwiselearning')
})

it('names the list itself when the block has no title', () => {
  render(<SocialMediaLinks block={{ ...samples.untitledOnPrimary, id: 'u' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(within(screen.getByRole('list', { name: 'Heartwise Learning on social media' })).getAllByRole('link')).toHaveLength(2)
})
