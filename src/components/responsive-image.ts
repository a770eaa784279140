import { preload } from 'react-dom'

import { mediaVersion } from '@/lib/cache-control'
import { IMAGE_OPTIMIZER, IMAGE_SIZES } from '@/lib/image-sizes'
import type { ImageLoading } from '@/lib/sections'
import type { Media } from '@/payload-types'

/** A media record that has a file to show. */
export const asMedia = (media: number | Media | null | undefined): Media | null => (media && typeof media === 'object' && media.url ? media : null)

/**
 * The address of a media record's file, versioned by the record's last change (`?v=`). Any change to the record (a new
 * file, a new crop) gives a new address, so a browser or CDN may keep a versioned file for good (the CMS file route
 * answers versioned addresses as immutable).
 */
export function mediaSrc(media: Media): string {
  const url = media.url!
  const version = mediaVersion(media.updatedAt)
  return version === null ? url : `${url}${url.includes('?') ? '&' : '?'}v=${version}`
}

type Options = { alt: string; sizes: string; loading?: ImageLoading; className?: string }

/** Every width the optimizer serves, smallest first, and the smallest screen width it plans for. */
const WIDTHS = [...IMAGE_SIZES.deviceSizes, ...IMAGE_SIZES.imageSizes].sort((a, b) => a - b)
const SMALLEST_SCREEN = Math.min(...IMAGE_SIZES.deviceSizes)

/**
 * The widths a `sizes` attribute may need: from the smallest share of the viewport it names (`50vw`: half the smallest
 * screen) up; every width when it names none (a fixed size such as `20rem`).
 */
function candidateWidths(sizes: string): number[] {
  const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]))
  if (!shares.length) return WIDTHS
  const smallest = SMALLEST_SCREEN * Math.min(...shares) * 0.01
  return WIDTHS.filter((width) => width >= smallest)
}

/** A picture resized to `width` by Next's image optimizer, at the site's one quality. */
const optimized = (src: string, width: number) => `${IMAGE_OPTIMIZER}?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_SIZES.qualities[0]}`

/**
 * `<img>` attributes for a media record through Next's image optimizer: a `srcset` of resized candidates in AVIF or
 * WebP (whichever the browser accepts), `sizes` telling the browser which one fits its viewport, and the record's
 * width and height so the page keeps its layout while the picture loads. `loading` (lazy by default): a preloaded
 * picture loads at once with high priority, an eager one with the page, a lazy one when the visitor scrolls near it.
 * The same attributes as `getImageProps` from `next/image` (the unit test compares them), built here because
 * importing that module would ship its client image component to every page, though every picture renders on the
 * server.
 */
export function imageProps(media: Media, { alt, sizes, loading = 'lazy', className }: Options) {
  const src = mediaSrc(media)
  const widths = candidateWidths(sizes)
  return {
    alt,
    loading: loading === 'lazy' ? ('lazy' as const) : ('eager' as const),
    ...(loading === 'preload' ? { fetchPriority: 'high' as const } : {}),
    width: media.width ?? 1200,
    height: media.height ?? 800,
    decoding: 'async' as const,
    ...(className ? { className } : {}),
    style: { color: 'transparent' },
    sizes,
    srcSet: widths.map((width) => `${optimized(src, width)} ${width}w`).join(', '),
    src: optimized(src, widths[widths.length - 1]),
  }
}

/**
 * Asks the browser, from the document's head, to fetch an above-the-fold picture with high priority before it meets the
 * `<img>`: the candidate of `srcset` that fits the viewport, and only where `media` (a media query) matches, so each
 * viewport preloads the one picture it shows.
 */
export function preloadImage(props: { src?: string; srcSet?: string; sizes?: string }, media?: string) {
  if (!props.src) return
  preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high', ...(media ? { media } : {}) })
}
