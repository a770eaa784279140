import { below } from '@/lib/breakpoints'
import type { Media } from '@/payload-types'

type MediaRef = number | Media | null | undefined

const asMedia = (media: MediaRef): Media | null => (media && typeof media === 'object' && media.url ? media : null)

type Props = {
  desktop: MediaRef
  tablet?: MediaRef
  mobile?: MediaRef
  className?: string
  /** Decorative images get empty alt text; otherwise the desktop image's required alt text is used. */
  decorative?: boolean
  priority?: boolean
}

/** One image chosen per breakpoint: mobile below 768 px, tablet below 1200 px, desktop above. */
export function ArtDirectedImage({ desktop, tablet, mobile, className, decorative, priority }: Props) {
  const main = asMedia(desktop)
  if (!main) return null
  const small = asMedia(mobile)
  const medium = asMedia(tablet)
  return (
    <picture>
      {small ? <source media={below('tablet')} srcSet={small.url!} /> : null}
      {medium ? <source media={below('wide')} srcSet={medium.url!} /> : null}
      <img
        src={main.url!}
        alt={decorative ? '' : main.alt}
        width={main.width ?? undefined}
        height={main.height ?? undefined}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  )
}
