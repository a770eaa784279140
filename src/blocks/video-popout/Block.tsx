import { useId } from 'react'

import { Heading } from '@/components/Heading'
import { Markdown } from '@/components/Markdown'
import { MediaImage } from '@/components/MediaImage'
import { Section } from '@/components/Section'
import { Split } from '@/components/Split'
import { VideoPopout as Popout } from '@/components/Video'
import { imageSizes } from '@/lib/breakpoints'
import type { BlockProps } from '@/lib/sections'
import type { VideoPopoutBlock } from '@/payload-types'

export default function VideoPopout({ block, context }: BlockProps<VideoPopoutBlock>) {
  const titleId = useId()
  const { title, text, trigger, image, channelId, mediaId, playerForm, formName, autoPlay } = block
  const asButton = trigger === 'button'
  const popout = (
    <Popout
      title={title}
      {...(block.source === 'stream' ? { stream: channelId ? { channelId, mediaId, playerForm, formName, autoPlay } : null } : { videoId: block.videoId })}
      image={!asButton && image ? <MediaImage media={image} sizes={imageSizes({ tablet: '50vw' })} loading={context.imageLoading} /> : undefined}
      buttonText={asButton ? block.buttonText : undefined}
      buttonColor={block.buttonColor}
    />
  )
  return (
    <Section anchorLink={block.anchorLink} background={block.backgroundColor} labelledBy={titleId}>
      <Split media={asButton ? null : popout} wideMedia>
        <Heading level={context.headingLevel} id={titleId} className="heading-2">
          {title}
        </Heading>
        {text ? <Markdown text={text} /> : null}
        {asButton ? popout : null}
      </Split>
    </Section>
  )
}
