'use client'

import { X } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'

import { prefersReducedMotion } from '@/lib/scroll'
import styles from './Modal.module.css'
import { useInteractive } from './use-interactive'

export const MODAL_CLOSE_MS = 350
/** The `fade` variant: a plain 200 ms fade in and out. */
export const MODAL_FADE_MS = 200

type Props = {
  /** Heading of the dialog, also its accessible name. */
  title: string
  /** Text of the button that opens the dialog; a dialog controlled by `open` has no button. */
  triggerLabel?: ReactNode
  triggerClassName?: string
  /** Keep the title for screen readers only. */
  hideTitle?: boolean
  /**
   * Offer a 'Close' link under the content instead of the (+) close button, such as once a form inside was sent.
   */
  closeAsLink?: boolean
  /** Open as soon as the page has loaded when this says so (read in the browser, once). */
  openAtLoad?: () => boolean
  /** Runs once the dialog has closed. */
  onClose?: () => void
  /**
   * Controlled: the dialog is open while this is true, without a button of its own. The page opens it from its own
   * controls; the close button, Escape and the backdrop call `onClose`, which should set it to false and move focus back.
   */
  open?: boolean
  /** `fade`: fades in and out in 200 ms instead of sliding in 350 ms. */
  variant?: 'slide' | 'fade'
  /** Classes of the dialog box, such as a narrower width (`--modal-max`). */
  className?: string
  children: ReactNode
}

/**
 * A dialog opened by a button. While open the page does not scroll; the close button, Escape and a click on the
 * backdrop close it with a 350 ms animation (none under reduced motion), and focus returns to the button.
 * `closeAsLink` swaps the (+) button for a 'Close' link under the content; `openAtLoad` opens it when the page loads.
 * With `open` the page opens and closes it from its own controls (no button); `variant="fade"` fades in 200 ms.
 */
export function Modal({
  title,
  triggerLabel,
  triggerClassName,
  hideTitle,
  closeAsLink = false,
  openAtLoad,
  onClose,
  open: openProp,
  variant = 'slide',
  className,
  children,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [closing, setClosing] = useState(false)
  const titleId = useId()
  const closed = useRef(onClose)
  const atLoad = useRef(openAtLoad)
  const interactive = useInteractive()

  useEffect(() => {
    closed.current = onClose
  })

  const finishClose = useCallback(() => {
    dialog.current?.close()
    setClosing(false)
    setOpen(false)
    document.body.style.overflow = ''
    trigger.current?.focus()
    closed.current?.()
  }, [])

  const close = useCallback(() => {
    if (!dialog.current?.open) return
    const delay = prefersReducedMotion() ? 0 : variant === 'fade' ? MODAL_FADE_MS : MODAL_CLOSE_MS
    if (delay === 0) return finishClose()
    setClosing(true)
    window.setTimeout(finishClose, delay)
  }, [finishClose, variant])

  const showDialog = useCallback(() => {
    document.body.style.overflow = 'hidden'
    if (!dialog.current?.open) dialog.current?.showModal()
  }, [])

  const show = useCallback(() => {
    setOpen(true)
    showDialog()
  }, [showDialog])

  useEffect(() => {
    if (atLoad.current?.()) show()
  }, [show])

  // Controlled: the page's own state opens the dialog, and closes it at once if the page drops it without a close.
  const controlled = openProp !== undefined
  useEffect(() => {
    if (!controlled) return
    if (openProp) showDialog()
    else if (dialog.current?.open) {
      dialog.current.close()
      document.body.style.overflow = ''
    }
  }, [controlled, openProp, showDialog])
  const shown = controlled ? Boolean(openProp) : open

  // Restore page scrolling if the dialog unmounts while open.
  useEffect(() => () => void (document.body.style.overflow = ''), [])

  return (
    <>
      {controlled ? null : (
        <button ref={trigger} type="button" className={triggerClassName} onClick={show} aria-haspopup="dialog" disabled={!interactive}>
          {triggerLabel}
        </button>
      )}
      <dialog
        ref={dialog}
        className={[styles.dialog, variant === 'fade' ? styles.fade : '', closing ? styles.closing : '', className ?? ''].join(' ')}
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault()
          close()
        }}
        onClick={(event) => {
          // A click on the dialog element itself (not its content) is a click on the backdrop.
          if (event.target === dialog.current) close()
        }}
      >
        <div className={styles.panel}>
          <div className={styles.header}>
            <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'heading-4'}>
              {title}
            </h2>
            {closeAsLink ? null : (
              <button type="button" className={styles.close} onClick={close} aria-label="Close">
                <X aria-hidden="true" size={24} />
              </button>
            )}
          </div>
          {shown ? <div className={styles.body}>{children}</div> : null}
          {shown && closeAsLink ? (
            <button type="button" className={styles.closeLink} onClick={close}>
              Close
            </button>
          ) : null}
        </div>
      </dialog>
    </>
  )
}
