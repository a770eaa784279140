import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import WebinarBannerToggle from './Block'
import { samples } from './sample'

it('on the on-demand page: Live Webinars is a link, On-Demand Webinars the active tab, image on the right', () => {
  const { container } = render(<WebinarBannerToggle block={{ ...samples.onDemandPage, id: 'o' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const tabs = screen.getByRole('navigation', { name: 'Webinar type' })
  expect(within(tabs).getByRole('link', { name: 'Live Webinars' })).toHaveAttribute('href', '/webinars')
  expect(within(tabs).queryByRole('link', { name: 'On-Demand Webinars' })).toBeNull()
  expect(within(tabs).getByText('On-Demand Webinars')).toHaveAttribute('aria-current', 'page')
  expect(container.querySelector('section')).toHaveAttribute('data-image-side', 'right')
})

it('on the live page: Live Webinars is active, On-Demand Webinars a link, image on the left', () => {
  const { container } = render(<WebinarBannerToggle block={{ ...samples.livePage, id: 'l' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const tabs = screen.getByRole('navigation', { name: 'Webinar type' })
  expect(within(tabs).getByText('Live Webinars')).toHaveAttribute('aria-current', 'page')
  expect(within(tabs).getByRole('link', { name: 'On-Demand Webinars' })).toHaveAttribute('href', '/webinars/on-demand-webinars')
  expect(container.querySelector('section')).toHaveAttribute('data-image-side', 'left')
})

it('shows no toggle for any other link', () => {
  render(<WebinarBannerToggle block={{ ...samples.livePage, id: 'x', linkUrl: '/webinars/archive' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.queryByRole('navigation', { name: 'Webinar type' })).toBeNull()
  expect(screen.getByRole('heading', { name: 'Webinars' })).toBeInTheDocument()
})
