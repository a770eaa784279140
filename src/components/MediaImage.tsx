import Image from 'next/image'

import type { Media } from '@/payload-types'

type Props = { media: number | Media | null | undefined; sizes?: string; className?: string; priority?: boolean }

/** An image from the media library, with the alternative text its record requires. */
export function MediaImage({ media, sizes = '100vw', className, priority }: Props) {
  if (!media || typeof media !== 'object' || !media.url) return null
  return (
    <Image
      src={media.url}
      alt={media.alt}
      width={media.width ?? 1200}
      height={media.height ?? 800}
      sizes={sizes}
      className={className}
      priority={priority}
    />
  )
}
