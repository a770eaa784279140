'use client'

import { ConfirmationModal, PublishButton as PayloadPublishButton, toast, useDocumentInfo, useFormBackgroundProcessing, useModal } from '@payloadcms/ui'
import type { KeyboardEvent, PointerEvent } from 'react'
import { useEffect, useRef, useState } from 'react'

import { easternDateTime } from '@/lib/eastern-time'
import type { Schedule } from '../schedules'
import styles from './PublishButton.module.css'

const CANCEL_MODAL = 'cancel-scheduled-publications'

/**
 * The CMS's Publish changes button, keeping a press made while an autosave runs. The CMS disables the button for the
 * length of every autosave (a moment after each edit), and a browser drops a press on a disabled button: the editor
 * pressed Publish and nothing happened. Such a press is now kept and made once the autosave has finished.
 *
 * Once the page is unpublished, it asks whether to cancel the page's scheduled publications, which would otherwise
 * put it back on the site.
 */
export function PublishButton() {
  const autosaving = useFormBackgroundProcessing()
  const kept = useRef<HTMLButtonElement | null>(null)

  useEffect(() => {
    const button = kept.current
    if (!button || autosaving) return
    kept.current = null
    if (button.isConnected && !button.disabled) button.click()
  }, [autosaving])

  const keep = (target: EventTarget) => {
    const button = target instanceof Element ? target.closest('button') : null
    if (autosaving && button?.disabled) kept.current = button
  }
  const keepPress = (event: PointerEvent) => keep(event.target)
  const keepKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') keep(event.target)
  }

  return (
    <div className={styles.wrapper} onPointerUpCapture={keepPress} onKeyDownCapture={keepKey}>
      <PayloadPublishButton />
      <CancelPublicationsOnUnpublish />
    </div>
  )
}

/** Right after an unpublish, the page's scheduled publications, with the question whether to cancel them. */
function CancelPublicationsOnUnpublish() {
  const { id, hasPublishedDoc } = useDocumentInfo()
  const { openModal } = useModal()
  // The page shown last and whether it was published: another page opened in the same editor is no unpublish.
  const last = useRef({ id, published: hasPublishedDoc })
  const [publications, setPublications] = useState<Schedule[]>([])

  useEffect(() => {
    const unpublished = last.current.id === id && last.current.published && !hasPublishedDoc
    last.current = { id, published: hasPublishedDoc }
    if (!unpublished || id === undefined) return
    void fetch(`/api/pages/${id}/schedules`, { credentials: 'include' })
      .then(async (response) => (response.ok ? ((await response.json()) as { schedules: Schedule[] }).schedules : []))
      .then((schedules) => {
        const upcoming = schedules.filter((schedule) => schedule.type === 'publish')
        setPublications(upcoming)
        if (upcoming.length) openModal(CANCEL_MODAL)
      })
      .catch(() => undefined)
  }, [hasPublishedDoc, id, openModal])

  async function cancel() {
    const response = await fetch(`/api/pages/${id}/schedules/cancel-publications`, { method: 'POST', credentials: 'include' }).catch(() => null)
    if (response?.ok) toast.success(publications.length === 1 ? 'The scheduled publication was cancelled.' : 'The scheduled publications were cancelled.')
    else toast.error('The scheduled publication could not be cancelled. Try again, or delete it under Schedule Publish.')
  }

  const dates = publications.map((schedule) => easternDateTime.format(new Date(schedule.at))).join(' and ')
  return (
    <ConfirmationModal
      modalSlug={CANCEL_MODAL}
      heading="Cancel its scheduled publication too?"
      body={`The page is no longer on the site, but it is scheduled to be published again on ${dates}. Cancel that, or keep it to put the page back then?`}
      confirmLabel={publications.length === 1 ? 'Cancel the publication' : 'Cancel the publications'}
      confirmingLabel="Cancelling…"
      cancelLabel="Keep it"
      onConfirm={cancel}
    />
  )
}
