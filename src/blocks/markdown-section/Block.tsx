import { useId } from 'react'

import { Icon } from '../../components/Icon'
import { OptionalLink } from '../../components/Link'
import { Markdown } from '../../components/Markdown'
import { MediaImage } from '../../components/MediaImage'
import { Section } from '../../components/Section'
import type { IconName } from '../../lib/icons'
import type { MarkdownSectionBlock } from '../../payload-types'
import type { BlockContext } from '../registry'
import styles from './Block.module.css'

export default function MarkdownSection({ block }: { block: MarkdownSectionBlock; context?: BlockContext }) {
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
      <div className={[styles.body, styles[alignment ?? 'left'], image ? styles.withImage : ''].join(' ')}>
        <div className={lineHeight === 'relaxed' ? styles.relaxed : undefined}>
          {icon ? <Icon name={icon as IconName} size={48} className={styles.icon} /> : null}
          {title ? (
            <h2 id={titleId} className="heading-2">
              {title}
            </h2>
          ) : null}
          <Markdown text={text} />
          <OptionalLink text={block.linkText} url={block.linkUrl} className="button" />
        </div>
        {image ? <MediaImage media={image} sizes="(min-width: 768px) 40vw, 100vw" className={styles.image} /> : null}
      </div>
    </Section>
  )
}
