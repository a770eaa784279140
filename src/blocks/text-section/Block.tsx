import { useId, type ReactNode } from 'react'

import { BackdropSection } from '@/components/BackdropSection'
import { LinkButtons } from '@/components/Button'
import { Heading } from '@/components/Heading'
import { Markdown } from '@/components/Markdown'
import { MediaImage } from '@/components/MediaImage'
import { Link } from '@/components/Link'
import { asMedia, mediaSrc } from '@/components/responsive-image'
import { Section } from '@/components/Section'
import { Video } from '@/components/Video'
import { imageSizes } from '@/lib/breakpoints'
import { subheadingLevel, type BlockProps } from '@/lib/sections'
import { defaultTextSectionLayout, textSectionLayout, type TextSectionPart } from '@/blocks/text-section/layout'
import type { TextSectionBlock } from '@/payload-types'
import styles from './Block.module.css'

/**
 * Media beside text: an optional section title over both, a picture or a video (with an optional second picture) on
 * one side, and on the other a title, lead-in, markdown, a titled second text and up to two coloured buttons.
 */
export default function TextSection({ block, context }: BlockProps<TextSectionBlock>) {
  const sectionTitleId = useId()
  const titleId = useId()
  const { sectionTitle, title, listTitle } = block
  const titleLevel = sectionTitle ? subheadingLevel(context.headingLevel) : context.headingLevel
  const image = asMedia(block.image)
  const secondary = asMedia(block.secondaryImage)
  const layout = textSectionLayout({ alignment: block.alignment, width: block.width, hasMedia: Boolean(block.videoId || image || secondary) })

  const parts: Record<TextSectionPart, ReactNode> = {
    media: (
      <div className={styles.media}>
        {block.videoId ? (
          <Video videoId={block.videoId} title={title || sectionTitle || 'Video'} />
        ) : (
          <MediaImage media={image} sizes={imageSizes({ tablet: '40vw' })} className={styles.image} loading={context.imageLoading} />
        )}
        <MediaImage media={secondary} sizes={imageSizes({ tablet: '20vw' }, '50vw')} className={styles.secondary} />
      </div>
    ),
    text: (
      <div className={styles.text}>
        {title ? (
          <Heading level={titleLevel} id={titleId} className={sectionTitle ? 'heading-3' : 'heading-2'}>
            {title}
          </Heading>
        ) : null}
        {block.textLeadIn ? <p className={styles.leadIn}>{block.textLeadIn}</p> : null}
        <Markdown text={block.text} />
        {listTitle ? (
          <Heading level={title ? subheadingLevel(titleLevel) : titleLevel} className="heading-4">
            {listTitle}
          </Heading>
        ) : null}
        <Markdown text={block.text2} />
        <LinkButtons
          className={styles.buttons}
          links={[
            { text: block.buttonLabel1, url: block.buttonRoute1, color: block.buttonColor1 },
            { text: block.buttonLabel2, url: block.buttonRoute2, color: block.buttonColor2 },
          ]}
        />
        {block.linkText && block.linkUrl ? (
          <p className={styles.textLink}>
            <Link href={block.linkUrl}>{block.linkText}</Link>
          </p>
        ) : null}
      </div>
    ),
  }

  const classes = [
    styles.body,
    styles[block.verticalAlign ?? defaultTextSectionLayout.verticalAlign],
    block.border ? styles.border : '',
    block.centerMobile ? styles.centerMobile : '',
  ]
  const content = (
    <>
      {sectionTitle ? (
        <header className={styles.header}>
          <Heading level={context.headingLevel} id={sectionTitleId} className="heading-2">
            {sectionTitle}
          </Heading>
          {block.sectionSubtitle ? <p className={styles.subtitle}>{block.sectionSubtitle}</p> : null}
        </header>
      ) : null}
      <div className={classes.filter(Boolean).join(' ')}>
        {layout.map(({ part, share }) => (
          // The share grows from a zero basis beside the other part; stacked on phones, a percentage basis is the content's height.
          <div key={part} className={styles.part} style={{ flex: `${share} 1 0%` }}>
            {parts[part]}
          </div>
        ))}
      </div>
    </>
  )
  const labelledBy = sectionTitle ? sectionTitleId : title ? titleId : undefined

  if (asMedia(block.backgroundImage)) {
    return (
      <BackdropSection image={block.backgroundImage} mobile={block.mobileImage} anchorLink={block.anchorLink} labelledBy={labelledBy} loading={context.imageLoading}>
        {content}
      </BackdropSection>
    )
  }
  const pattern = asMedia(block.backgroundImg)
  return (
    <Section
      anchorLink={block.anchorLink}
      background={block.backgroundColor}
      divider={block.divider}
      labelledBy={labelledBy}
      className={pattern ? styles.pattern : undefined}
      style={pattern ? { backgroundImage: `url("${mediaSrc(pattern)}")` } : undefined}
    >
      {content}
    </Section>
  )
}
