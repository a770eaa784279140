'use client'

import { PublishButton as PayloadPublishButton, useFormBackgroundProcessing } from '@payloadcms/ui'
import type { KeyboardEvent, PointerEvent } from 'react'
import { useEffect, useRef } from 'react'

import styles from './PublishButton.module.css'

/**
 * The CMS's Publish changes button, keeping a press made while an autosave runs. The CMS disables the button for the
 * length of every autosave (a moment after each edit), and a browser drops a press on a disabled button: the editor
 * pressed Publish and nothing happened. Such a press is now kept and made once the autosave has finished.
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
    </div>
  )
}
