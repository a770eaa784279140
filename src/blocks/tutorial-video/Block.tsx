import { useId } from 'react'

import { Heading } from '@/components/Heading'
import { Markdown } from '@/components/Markdown'
import { Section } from '@/components/Section'
import { StreamVideo } from '@/components/Video'
import type { BlockProps } from '@/lib/sections'
import type { TutorialVideoBlock } from '@/payload-types'
import styles from './Block.module.css'

export default function TutorialVideo({ block, context }: BlockProps<TutorialVideoBlock>) {
  const titleId = useId()
  const { title, text, channelId, mediaId, playerForm, formName, autoPlay } = block
  return (
    <Section anchorLink={block.anchorLink} background={block.backgroundColor} labelledBy={titleId}>
      <div className={styles.layout}>
        <div>
          <Heading level={context.headingLevel} id={titleId} className="heading-3">
            {title}
          </Heading>
          {text ? <Markdown text={text} /> : null}
        </div>
        <div className={styles.player}>
          <StreamVideo title={title} {...{ channelId, mediaId, playerForm, formName, autoPlay }} />
        </div>
      </div>
    </Section>
  )
}
