import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import HeroBanner from './Block'
import { samples } from './sample'

const banner = samples.withLanguageNote

it('serves a different picture to mobile, tablet and desktop screens, resized through the image optimizer', () => {
  const { container } = render(<HeroBanner block={{ ...banner, id: 'b' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  /** The media files a srcset's candidates are made from. */
  const files = (srcset: string | null) => [...new Set((srcset ?? '').split(', ').map((candidate) => new URL(candidate.split(' ')[0], 'http://site').searchParams.get('url')?.split('?')[0]))]
  const sources = [...container.querySelectorAll('picture source')].map((s) => [s.getAttribute('media'), files(s.getAttribute('srcset'))])
  expect(sources).toEqual([
    ['(max-width: 767px)', ['/api/media/file/banner-mobile.png']],
    ['(max-width: 1199px)', ['/api/media/file/banner-tablet.png']],
  ])
  const img = container.querySelector('picture img')
  expect(files(img!.getAttribute('srcset'))).toEqual(['/api/media/file/banner-desktop.png'])
  expect(img).toHaveAttribute('loading', 'lazy')
  expect(img).toHaveAttribute('sizes', '100vw')
})

it('loads the picture at once with high priority above the fold', () => {
  const { container } = render(<HeroBanner block={{ ...banner, id: 'b' }} context={{ headingLevel: 1, imageLoading: 'preload' }} />)
  const img = container.querySelector('picture img')
  expect(img).toHaveAttribute('loading', 'eager')
  expect(img).toHaveAttribute('fetchpriority', 'high')
})

it('shows the language note only when asked', () => {
  const { unmount } = render(<HeroBanner block={{ ...banner, id: 'b1' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getByText('Available in English and Spanish!')).toBeInTheDocument()
  unmount()
  render(<HeroBanner block={{ ...banner, id: 'b2', showLanguageNote: false }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.queryByText('Available in English and Spanish!')).not.toBeInTheDocument()
})
