import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { CarouselVariant } from '@/lib/carousel'
import { Carousel } from './Carousel.client'

const slides = ['Circle time', 'Partner practice', 'Calm-down corner'].map((text) => ({
  key: text,
  content: <p>{text}</p>,
  thumbnail: <span>{text} thumbnail</span>,
}))

const renderCarousel = (variant: CarouselVariant) => render(<Carousel label="Classroom photos" variant={variant} slides={slides} />)
const status = () => screen.getByText(/^Slide \d of 3$/)

describe('Carousel', () => {
  it('is a named carousel of labelled slides, only the active one reachable', () => {
    renderCarousel('image')
    const carousel = screen.getByRole('group', { name: 'Classroom photos' })
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    expect(screen.getByRole('group', { name: 'Slide 1 of 3' })).toHaveAttribute('aria-roledescription', 'slide')
    expect(screen.getByText('Partner practice').closest('[aria-roledescription="slide"]')).toHaveAttribute('inert')
    expect(status()).toHaveTextContent('Slide 1 of 3')
    expect(status()).toHaveAttribute('aria-live', 'polite')
  })

  it('moves with the arrow buttons and keys, stopping at the ends when finite', () => {
    renderCarousel('image')
    expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveAttribute('aria-disabled', 'true')
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(status()).toHaveTextContent('Slide 2 of 3')
    fireEvent.keyDown(screen.getByRole('group', { name: 'Classroom photos' }), { key: 'ArrowRight' })
    expect(status()).toHaveTextContent('Slide 3 of 3')
    expect(screen.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'true')
    fireEvent.keyDown(screen.getByRole('group', { name: 'Classroom photos' }), { key: 'ArrowLeft' })
    expect(status()).toHaveTextContent('Slide 2 of 3')
    expect(screen.getByText('Partner practice').closest('[aria-roledescription="slide"]')).not.toHaveAttribute('inert')
  })

  it('selects slides with the thumbnails', () => {
    renderCarousel('image')
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3 of 3' }))
    expect(status()).toHaveTextContent('Slide 3 of 3')
    expect(screen.getByRole('button', { name: 'Show slide 3 of 3' })).toHaveAttribute('aria-current', 'true')
  })

  it('loops from last to first and back, without thumbnails', () => {
    renderCarousel('looping')
    expect(screen.queryByRole('button', { name: /Show slide/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    expect(status()).toHaveTextContent('Slide 3 of 3')
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(status()).toHaveTextContent('Slide 1 of 3')
  })

  it('shows inactive slides in their resting form and turns autoplay on after a change once started', () => {
    render(
      <Carousel
        label="Lesson videos"
        variant="video"
        slides={['One', 'Two'].map((name) => ({
          key: name,
          content: <button type="button">Play {name}</button>,
          autoplay: <p>Playing {name}</p>,
          inactive: <p>Poster {name}</p>,
        }))}
      />,
    )
    expect(screen.getByText('Poster Two')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(screen.getByRole('button', { name: 'Play Two' })).toBeInTheDocument()
    expect(screen.getByText('Poster One')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Play Two' }))
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    expect(screen.getByText('Playing One')).toBeInTheDocument()
    expect(screen.getByText('Poster Two')).toBeInTheDocument()
  })
})

describe('Carousel with the carousel library running', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('keeps the active slide in step with the library, without a glide for reduced motion', () => {
    class Observer {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    const matchMedia = vi.fn((query: string) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }))
    vi.stubGlobal('matchMedia', matchMedia)
    vi.stubGlobal('ResizeObserver', Observer)
    vi.stubGlobal('IntersectionObserver', Observer)
    renderCarousel('looping')
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)')
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(status()).toHaveTextContent('Slide 3 of 3')
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(status()).toHaveTextContent('Slide 1 of 3')
  })
})
