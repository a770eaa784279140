import { below, breakpoints } from '@/lib/breakpoints'
import type { ImageLoading } from '@/lib/sections'
import type { Media } from '@/payload-types'
import { asMedia, imageProps, preloadImage } from './responsive-image'

type MediaRef = number | Media | null | undefined

type Props = {
  desktop: MediaRef
  tablet?: MediaRef
  mobile?: MediaRef
  className?: string
  /** Decorative images get empty alt text; otherwise the desktop image's required alt text is used. */
  decorative?: boolean
  loading?: ImageLoading
  /** The picture's rendered width per viewport (an `<img sizes>` value). */
  sizes?: string
}

/**
 * One image chosen per breakpoint: mobile below 768 px, tablet below 1200 px, desktop above; each in the size and
 * format that fit the screen (see `imageProps`). With `loading: 'preload'` the picture that the viewport shows is preloaded.
 */
export function ArtDirectedImage({ desktop, tablet, mobile, className, decorative, loading, sizes = '100vw' }: Props) {
  const main = asMedia(desktop)
  if (!main) return null
  const alt = decorative ? '' : main.alt
  const small = asMedia(mobile)
  const medium = asMedia(tablet)
  const sources = [
    small ? { media: below('tablet'), from: 0, until: breakpoints.tablet, props: imageProps(small, { alt, sizes }) } : null,
    medium ? { media: below('wide'), from: small ? breakpoints.tablet : 0, until: breakpoints.wide, props: imageProps(medium, { alt, sizes }) } : null,
  ].filter((source) => source !== null)
  const img = imageProps(main, { alt, sizes, loading, className })
  if (loading === 'preload') {
    // Preload queries must not overlap, or a viewport would fetch two pictures.
    for (const source of sources) preloadImage(source.props, range(source.from, source.until))
    preloadImage(img, range(sources.at(-1)?.until ?? 0))
  }
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.media} media={source.media} srcSet={source.props.srcSet} sizes={source.props.sizes} width={source.props.width} height={source.props.height} />
      ))}
      <img {...img} alt={alt} />
    </picture>
  )
}

/** A media query for viewports from `from` px (inclusive) to `until` px (exclusive); undefined for all of them. */
function range(from: number, until?: number): string | undefined {
  const parts = [from > 0 ? `(min-width: ${from}px)` : null, until ? `(max-width: ${until - 1}px)` : null].filter(Boolean)
  return parts.length ? parts.join(' and ') : undefined
}
