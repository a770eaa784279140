import { useId } from 'react'

import { LinkButton } from '@/components/Button'
import { Heading } from '@/components/Heading'
import { Icon } from '@/components/Icon'
import { Markdown } from '@/components/Markdown'
import { MediaImage } from '@/components/MediaImage'
import { Section } from '@/components/Section'
import { imageSizes } from '@/lib/breakpoints'
import type { IconName } from '@/lib/icons'
import { defaultTextLayout } from '@/lib/text-layout'
import type { MarkdownSectionBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'
import styles from './Block.module.css'

export default function MarkdownSection({ block, context }: BlockProps<MarkdownSectionBlock>) {
  const titleId = useId()
  const { title, text, alignment, lineHeight, icon, image, width } = block
  return (
    <Section
      anchorLink={block.anchorLink}
      background={block.backgroundColor}
      width={width}
      divider={block.divider}
      labelledBy={title ? titleId : undefined}
    >
      <div className={[styles.body, styles[alignment ?? defaultTextLayout.alignment], image ? styles.withImage : ''].join(' ')}>
        <div className={lineHeight === 'relaxed' ? styles.relaxed : undefined}>
          {icon ? <Icon name={icon as IconName} size={48} className={styles.icon} /> : null}
          {title ? (
            <Heading level={context.headingLevel} id={titleId} className="heading-2">
              {title}
            </Heading>
          ) : null}
          <Markdown text={text} />
          <LinkButton text={block.linkText} url={block.linkUrl} />
        </div>
        {image ? <MediaImage media={image} sizes={imageSizes({ tablet: '40vw' })} className={styles.image} loading={context.imageLoading} /> : null}
      </div>
    </Section>
  )
}
