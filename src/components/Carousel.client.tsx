'use client'

import useEmblaCarousel from 'embla-carousel-react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useCallback, useEffect, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react'

import {
  THUMB_WIDTH_PX,
  carouselOptions,
  libraryDuration,
  nextIndex,
  previousIndex,
  slideLabel,
  thumbnailLabel,
  type CarouselVariant,
} from '@/lib/carousel'
import styles from './Carousel.module.css'
import { useInteractive } from './use-interactive'

export type CarouselSlide = {
  /** Stable key of the slide (the CMS row id). */
  key: string
  /** The slide as shown when it is active, rendered on the server. */
  content: ReactNode
  /** What the slide shows while another one is active (a video's poster); by default its content. */
  inactive?: ReactNode
  /** The active slide once autoplay is on (a video that loads its player at once). */
  autoplay?: ReactNode
  /** Its thumbnail, for the variants that show thumbnails. */
  thumbnail?: ReactNode
}

type Props = {
  /** The carousel's name (the section title). */
  label: string
  variant: CarouselVariant
  slides: CarouselSlide[]
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
const subscribeReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia?.(REDUCED_MOTION)
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}
const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches === true
/** The carousel library measures with these browser APIs; without them (very old browsers) it is left out. */
const canGlide = () =>
  typeof window !== 'undefined' && 'matchMedia' in window && 'ResizeObserver' in window && 'IntersectionObserver' in window

/**
 * The site's carousel (WAI-ARIA carousel pattern) for the image, looping and video carousels. The slides come rendered
 * from the server; this island only moves between them: arrow buttons, Left/Right keys while the carousel has focus,
 * swipes (embla-carousel), thumbnails. Each change is announced politely ("Slide 2 of 5"); slides that are not active
 * are inert. At either end of a finite carousel its arrow is marked disabled but keeps focus. Reduced motion: slides change without a glide.
 */
export function Carousel({ label, variant, slides }: Props) {
  const options = carouselOptions[variant]
  const count = slides.length
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false)
  const [viewportRef, api] = useEmblaCarousel({
    loop: options.loop,
    duration: libraryDuration(options.transitionMs, reducedMotion),
    containScroll: false,
  })
  const [active, setActive] = useState(0)
  const [started, setStarted] = useState(false)
  const [autoplay, setAutoplay] = useState(false)
  const interactive = useInteractive()

  /** The slide at `index` becomes the active one; changing slide turns autoplay on once a video has been started. */
  const activate = useCallback(
    (index: number) => {
      if (index === active) return
      setActive(index)
      if (options.autoplayOnChange && started) setAutoplay(true)
    },
    [active, options.autoplayOnChange, started],
  )
  const show = (index: number) => {
    activate(index)
    api?.scrollTo(index)
  }

  // Swipes move the library first; the active slide follows it.
  useEffect(() => {
    if (!api) return
    const onSelect = () => activate(api.selectedScrollSnap())
    api.on('select', onSelect)
    return () => {
      api.off('select', onSelect)
    }
  }, [api, activate])

  const previous = () => show(previousIndex(active, count, options.loop))
  const next = () => show(nextIndex(active, count, options.loop))
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous()
    else if (event.key === 'ArrowRight') next()
    else return
    event.preventDefault()
  }

  return (
    <div
      className={styles.carousel}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-glide={api ? 'on' : undefined}
    >
      <div className={styles.viewport} ref={canGlide() ? viewportRef : undefined}>
        <div className={styles.track}>
          {slides.map((slide, index) => {
            const current = index === active
            return (
              <div
                key={slide.key}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabel(index, count)}
                inert={!current}
                onClickCapture={current ? () => setStarted(true) : undefined}
              >
                {current ? (autoplay && slide.autoplay) || slide.content : (slide.inactive ?? slide.content)}
              </div>
            )
          })}
        </div>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} onClick={previous} disabled={!interactive} aria-disabled={!options.loop && active === 0 ? 'true' : undefined} aria-label="Previous slide">
          <ChevronLeft aria-hidden="true" />
        </button>
        <p className={options.status ? styles.status : 'visually-hidden'} aria-live="polite" aria-atomic="true">
          {slideLabel(active, count)}
        </p>
        <button type="button" className={styles.arrow} onClick={next} disabled={!interactive} aria-disabled={!options.loop && active === count - 1 ? 'true' : undefined} aria-label="Next slide">
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
      {options.thumbnails ? (
        <ul className={styles.thumbnails}>
          {slides.map((slide, index) => (
            <li key={slide.key} style={{ width: THUMB_WIDTH_PX }}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-label={thumbnailLabel(index, count)}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => show(index)}
                disabled={!interactive}
              >
                {slide.thumbnail}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
