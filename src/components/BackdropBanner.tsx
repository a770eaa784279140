import { useId, type ComponentProps, type ReactNode } from 'react'

import { BackdropSection } from './BackdropSection'
import { BannerText } from './BannerText'

type Props = Omit<ComponentProps<typeof BannerText>, 'titleId'> &
  Pick<ComponentProps<typeof BackdropSection>, 'image' | 'tablet' | 'mobile' | 'anchorLink' | 'imageSide' | 'loading' | 'className'> & {
    /** Class of the box holding the text and the aside, to set its width or lay them out side by side. */
    bodyClassName?: string
    /** Shown beside or after the text, such as a quote card or a note. */
    aside?: ReactNode
  }

/** Banner text over a background picture: shared by the heroes and banners with a backdrop. */
export function BackdropBanner({ image, tablet, mobile, anchorLink, imageSide, loading, className, bodyClassName, aside, ...text }: Props) {
  const titleId = useId()
  return (
    <BackdropSection
      image={image}
      tablet={tablet}
      mobile={mobile}
      anchorLink={anchorLink}
      labelledBy={text.title ? titleId : undefined}
      imageSide={imageSide}
      loading={loading}
      className={className}
    >
      <div className={bodyClassName}>
        <BannerText titleId={titleId} {...text} />
        {aside}
      </div>
    </BackdropSection>
  )
}
