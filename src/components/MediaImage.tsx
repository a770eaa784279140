import type { ImageLoading } from '@/lib/sections'
import type { Media } from '@/payload-types'
import { asMedia, imageProps, preloadImage } from './responsive-image'

type Props = {
  media: number | Media | null | undefined
  sizes?: string
  className?: string
  loading?: ImageLoading
  /** Alternative text written for this use of the picture; empty uses the media record's. */
  alt?: string | null
  /** Id of an element that describes the picture at length. */
  describedBy?: string
}

/**
 * An image from the media library, with the alternative text its record requires, in the size and format that fit the
 * visitor's screen (see `imageProps`). Rendered on the server: no script. `loading`: how it loads (lazy by default).
 */
export function MediaImage({ media, sizes = '100vw', className, loading, alt, describedBy }: Props) {
  const found = asMedia(media)
  if (!found) return null
  const text = alt || found.alt
  const props = imageProps(found, { alt: text, sizes, className, loading })
  if (loading === 'preload') preloadImage(props)
  // eslint-disable-next-line @next/next/no-img-element -- the attributes come from next/image's getImageProps
  return <img {...props} alt={text} aria-describedby={describedBy} />
}
