'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

import { buttonClassName } from '@/components/button-style'
import { Modal } from '@/components/Modal.client'
import { Split } from '@/components/Split'
import { isFeedbackLink, withoutFeedbackParam } from '@/features/marketing-forms/feedback-link'
import { MarketingForm, type MarketingFormProps } from '@/features/marketing-forms/MarketingForm.client'
import styles from './Block.module.css'

type Props = {
  /** Title (outside a modal) and text, rendered on the server. */
  intro: ReactNode
  image?: ReactNode
  /** The feedback message title and text that replace everything once the form is sent. */
  feedback: ReactNode
  form: Omit<MarketingFormProps, 'onSuccess' | 'onParentSubmitted'>
  /** Show it all in a modal opened by a button with these words, and at once for feedback links. */
  modal?: { title: string; label: string }
}

const opensAtLoad = () => isFeedbackLink(window.location.href)

/** Feedback links open the modal once: closing it drops their parameter from the address. */
const forgetFeedbackLink = () => window.history.replaceState(window.history.state, '', withoutFeedbackParam(window.location.href))

/**
 * The feedback form section's content: title, text, picture and form, swapped for the feedback message once the form
 * reports success, on the page or in a feedback modal.
 */
export function FeedbackForm({ intro, image, feedback, form, modal }: Props) {
  const [sent, setSent] = useState(false)
  const message = useRef<HTMLDivElement>(null)
  const markSent = () => setSent(true)

  useEffect(() => {
    if (sent) message.current?.focus()
  }, [sent])

  const content = sent ? (
    <div ref={message} tabIndex={-1} role="status" className={styles.feedback}>
      {feedback}
    </div>
  ) : (
    <div className={styles.content}>
      <Split media={image}>
        {intro}
        <MarketingForm {...form} onSuccess={markSent} onParentSubmitted={markSent} />
      </Split>
    </div>
  )
  if (!modal) return content
  return (
    <Modal title={modal.title} triggerLabel={modal.label} triggerClassName={buttonClassName()} openAtLoad={opensAtLoad} onClose={forgetFeedbackLink}>
      {content}
    </Modal>
  )
}
