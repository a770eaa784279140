import { useId, type ComponentProps, type ReactNode } from 'react'

import { BannerText } from './BannerText'
import type { MediaSide } from '@/lib/image-side'
import type { SectionTheme } from '@/lib/section-themes'

import { Section } from './Section'
import { Split } from './Split'

type Props = Omit<ComponentProps<typeof BannerText>, 'titleId'> & {
  anchorLink?: string | null
  background?: SectionTheme | null
  /** Picture or video beside the text; without it the text stands alone. */
  media?: ReactNode
  mediaSide?: MediaSide
  wideMedia?: boolean
  className?: string
}

/** A banner section: text with buttons, and optional media beside it. Shared by the banner blocks. */
export function MediaBanner({ anchorLink, background, media, mediaSide, wideMedia, className, ...text }: Props) {
  const titleId = useId()
  return (
    <Section anchorLink={anchorLink} background={background} labelledBy={text.title ? titleId : undefined} className={className}>
      <Split media={media} mediaSide={mediaSide} wideMedia={wideMedia}>
        <BannerText titleId={titleId} {...text} />
      </Split>
    </Section>
  )
}
