// The function alone: importing it from 'next/image' would also ship that module's client image component to every
// page, though the site renders every picture on the server.
import { getImageProps } from 'next/dist/shared/lib/image-external-get-image-props'
import { preload } from 'react-dom'

import { mediaVersion } from '@/lib/cache-control'
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

/**
 * `<img>` attributes for a media record through Next's image optimizer: a `srcset` of resized candidates in AVIF or
 * WebP (whichever the browser accepts), `sizes` telling the browser which one fits its viewport, and the record's
 * width and height so the page keeps its layout while the picture loads. `loading` (lazy by default): a preloaded
 * picture loads at once with high priority, an eager one with the page, a lazy one when the visitor scrolls near it.
 */
export function imageProps(media: Media, { alt, sizes, loading = 'lazy', className }: Options) {
  return getImageProps({
    src: mediaSrc(media),
    alt,
    width: media.width ?? 1200,
    height: media.height ?? 800,
    sizes,
    className,
    loading: loading === 'lazy' ? 'lazy' : 'eager',
    fetchPriority: loading === 'preload' ? 'high' : undefined,
  }).props
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
