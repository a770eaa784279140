import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import HeroBanner from './Block'
import { samples } from './sample'

const banner = samples.withLanguageNote

it('serves a different picture to mobile, tablet and desktop screens', () => {
  const { container } = render(<HeroBanner block={{ ...banner, id: 'b' }} context={{ headingLevel: 2, aboveTheFold: false }} />)
  const sources = [...container.querySelectorAll('picture source')].map((s) => [s.getAttribute('media'), s.getAttribute('srcset')])
  expect(sources).toEqual([
    ['(max-width: 767px)', '/api/media/file/banner-mobile.png'],
    ['(max-width: 1199px)', '/api/media/file/banner-tablet.png'],
  ])
  expect(container.querySelector('picture img')).toHaveAttribute('src', '/api/media/file/banner-desktop.png')
})

it('shows the language note only when asked', () => {
  const { unmount } = render(<HeroBanner block={{ ...banner, id: 'b1' }} context={{ headingLevel: 2, aboveTheFold: false }} />)
  expect(screen.getByText('Available in English and Spanish!')).toBeInTheDocument()
  unmount()
  render(<HeroBanner block={{ ...banner, id: 'b2', showLanguageNote: false }} context={{ headingLevel: 2, aboveTheFold: false }} />)
  expect(screen.queryByText('Available in English and Spanish!')).not.toBeInTheDocument()
})
