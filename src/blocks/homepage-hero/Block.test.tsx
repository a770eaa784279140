import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import HomepageHero from './Block'
import { samples } from './sample'

const hero = { ...samples.withTwoCallsToAction, id: 'home' }

it('has the screen-reader title, the tagline and the two-colour headline', () => {
  render(<HomepageHero block={hero} context={{ headingLevel: 1, imageLoading: 'preload' }} />)
  expect(screen.getByRole('heading', { level: 1, name: 'Programs Homepage' })).toHaveClass('visually-hidden')
  expect(screen.getByText('HUMAN SKILLS. REAL IMPACT.')).toBeInTheDocument()
  expect(screen.getByText('Social-emotional learning')).toHaveClass('blue')
  expect(screen.getByText('for every learner')).toHaveClass('teal')
})

it('sends returning users to the dashboard and new users to create an account', () => {
  render(<HomepageHero block={hero} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getByRole('link', { name: /Go to My Dashboard/ })).toHaveAttribute('href', 'https://learn.heartwiselearning.org/dashboard')
  expect(screen.getByRole('link', { name: /Create an Account/ })).toHaveAttribute(
    'href',
    'https://learn.heartwiselearning.org/?screen_mode=createAccount',
  )
})

it('shows a call to action only when both its text and link exist', () => {
  render(<HomepageHero block={{ ...hero, ctaText2: '', ctaLink1: null }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const region = screen.getByRole('region', { name: 'Programs Homepage' })
  expect(within(region).queryByRole('link', { name: 'Explore programs' })).not.toBeInTheDocument()
  expect(within(region).queryByRole('link', { name: 'Watch a webinar' })).not.toBeInTheDocument()
})
