import { useId } from 'react'

import { Heading } from '@/components/Heading'
import { Markdown } from '@/components/Markdown'
import { MediaImage } from '@/components/MediaImage'
import { Section } from '@/components/Section'
import { imageSizes } from '@/lib/breakpoints'
import { marketingFormId } from '@/features/marketing-forms/forms'
import { marketingFormSettings } from '@/features/marketing-forms/settings'
import { subheadingLevel, type BlockProps } from '@/lib/sections'
import type { FeedbackFormSectionBlock } from '@/payload-types'
import { FeedbackForm } from './Loader.client'
import styles from './Block.module.css'

/** Modal titles are h2 (components/Modal); what the modal shows under its title is one level down. */
const IN_MODAL_LEVEL = subheadingLevel(2)

/**
 * Title, text, picture and a feedback form; once sent, the feedback message. With "Show in a modal" the page shows
 * a button instead, and the same content opens in a modal (at once for feedback links).
 */
export default function FeedbackFormSection({ block, context }: BlockProps<FeedbackFormSectionBlock>) {
  // The title and, once the form is sent, the feedback message title name the section in turn.
  const titleId = useId()
  const formId = marketingFormId(block.formId)
  if (!formId) return null
  const { title, showModal } = block
  const level = showModal ? IN_MODAL_LEVEL : context.headingLevel
  return (
    <Section
      anchorLink={block.anchorLink}
      background={block.backgroundColor}
      width={block.blogTemplate ? 'narrow' : 'full'}
      className={block.fullWidth ? 'full-width' : undefined}
      labelledBy={showModal ? undefined : titleId}
    >
      <FeedbackForm
        intro={
          <>
            {showModal ? null : (
              <Heading level={level} id={titleId} className="heading-2">
                {title}
              </Heading>
            )}
            <Markdown text={block.text} />
          </>
        }
        image={block.image ? <MediaImage media={block.image} sizes={imageSizes({ tablet: '30vw' })} className={styles.image} loading={showModal ? 'lazy' : context.imageLoading} /> : undefined}
        feedback={
          <>
            <Heading level={level} id={showModal ? undefined : titleId} className={showModal ? 'heading-4' : 'heading-2'}>
              {block.feedbackMessageTitle}
            </Heading>
            <Markdown text={block.feedbackMessage} />
          </>
        }
        form={{ ...marketingFormSettings(), formId, label: title }}
        modal={showModal ? { title, label: block.modalButtonLabel || 'Share your feedback' } : undefined}
      />
    </Section>
  )
}
