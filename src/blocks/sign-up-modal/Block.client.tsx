'use client'

import { useState, type ReactNode } from 'react'

import { buttonClassName } from '@/components/button-style'
import { Modal } from '@/components/Modal.client'
import { MarketingForm, type MarketingFormProps } from '@/features/marketing-forms/MarketingForm.client'

type Props = {
  /** The button's words. */
  label: string
  /** The modal's title. */
  title: string
  /** Text above the form, rendered on the server. */
  intro?: ReactNode
  form: Omit<MarketingFormProps, 'label' | 'onParentSuccess'>
}

/**
 * A button opening a modal with a sign-up form. Once the form reports success, the modal's (+) button gives way to a
 * 'Close' link; closing starts afresh.
 */
export function SignUpModal({ label, title, intro, form }: Props) {
  const [sent, setSent] = useState(false)
  return (
    <Modal title={title} triggerLabel={label} triggerClassName={buttonClassName()} closeAsLink={sent} onClose={() => setSent(false)}>
      {intro}
      <MarketingForm {...form} label={title} onParentSuccess={() => setSent(true)} />
    </Modal>
  )
}
