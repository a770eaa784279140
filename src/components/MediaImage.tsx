import type { Media } from '@/payload-types'
import { asMedia, imageProps, preloadImage } from './responsiveImage'

type Props = { media: number | Media | null | undefined; sizes?: string; className?: string; priority?: boolean }

/**
 * An image from the media library, with the alternative text its record requires, in the size and format that fit the
 * visitor's screen (see `imageProps`). Rendered on the server: no script. `priority`: above the fold, preloaded.
 */
export function MediaImage({ media, sizes = '100vw', className, priority }: Props) {
  const found = asMedia(media)
  if (!found) return null
  const props = imageProps(found, { alt: found.alt, sizes, className, priority })
  if (priority) preloadImage(props)
  // eslint-disable-next-line @next/next/no-img-element -- the attributes come from next/image's getImageProps
  return <img {...props} alt={found.alt} />
}
