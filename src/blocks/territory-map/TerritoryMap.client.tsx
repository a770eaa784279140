'use client'

import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'

import { Modal } from '@/components/Modal.client'
import { useInteractive } from '@/components/use-interactive'
import styles from './Block.module.css'

/** A territory as its window shows it. */
export type IslandTerritory = {
  id: number
  fullName: string
  /** Its places in words ("Louisiana, New Mexico and Texas"). */
  places: string
  color: string
  representatives: { id: number; name: string; email: string; phone: string }[]
}

/** The element of a place (or a territory button) an event came from. */
const territoryAt = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement | SVGElement>('[data-territory]') : null)

/** Digits (and a leading +) of a phone number, for a tel: link. */
const dialable = (phone: string) => phone.replace(/[^\d+]/g, '')

const ARROWS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }

/** The next or previous place of the same territory as `element`, in the map's order, wrapping round. */
function neighbour(element: HTMLElement | SVGElement, step: number) {
  const places = [...(element.closest('svg')?.querySelectorAll<SVGElement>(`[data-region][data-territory="${element.dataset.territory}"]`) ?? [])]
  const at = places.indexOf(element as SVGElement)
  return places.length > 1 && at >= 0 ? places[(at + step + places.length) % places.length] : null
}

/**
 * The map's behaviour around its server-drawn SVG (`children`): hovering or focusing a state highlights its whole
 * territory and greys the others until the pointer or focus leaves; a click, Enter or Space opens the territory's
 * representatives in a window, and closing it returns focus to the state. Tab goes from territory to territory, the
 * arrow keys from state to state within one. Below 768 px a list of the territories (`listLabel`) opens the same
 * window.
 */
export function TerritoryMapIsland({ territories, listLabel, children }: { territories: IslandTerritory[]; listLabel: string; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null)
  const opener = useRef<HTMLElement | SVGElement | null>(null)
  const [active, setActive] = useState<string | null>(null)
  const [openId, setOpenId] = useState<number | null>(null)
  const interactive = useInteractive()
  const open = territories.find((territory) => territory.id === openId)

  useEffect(() => {
    for (const region of root.current?.querySelectorAll<SVGElement>('[data-region]') ?? []) {
      region.toggleAttribute('data-dimmed', active !== null && region.dataset.territory !== active)
    }
  }, [active])

  const highlight = (event: MouseEvent | FocusEvent) => setActive(territoryAt(event.target)?.dataset.territory ?? null)
  const openFrom = (element: HTMLElement | SVGElement | null) => {
    if (!element) return
    opener.current = element
    setOpenId(Number(element.dataset.territory))
  }
  const onKeyDown = (event: KeyboardEvent) => {
    // Buttons click on Enter and Space by themselves; the map's states are SVG shapes in the role of buttons.
    const element = territoryAt(event.target)
    if (element?.getAttribute('role') !== 'button') return
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      openFrom(element)
    } else if (event.key in ARROWS) {
      event.preventDefault()
      const next = neighbour(element, ARROWS[event.key]!)
      if (!next) return
      // The territory's place in the tab order moves along, so Tab and Shift+Tab go on from here to the next territory.
      element.tabIndex = -1
      next.tabIndex = 0
      next.focus()
    }
  }

  return (
    <div
      ref={root}
      className={styles.island}
      onMouseOver={highlight}
      onMouseLeave={() => setActive(null)}
      onFocus={highlight}
      onBlur={(event) => {
        if (!territoryAt(event.relatedTarget)) setActive(null)
      }}
      onClick={(event) => openFrom(territoryAt(event.target))}
      onKeyDown={onKeyDown}
    >
      {children}
      <ul className={styles.territoryList} aria-label={listLabel}>
        {territories.map((territory) => (
          <li key={territory.id}>
            <button type="button" className={styles.territoryButton} data-territory={territory.id} aria-haspopup="dialog" disabled={!interactive}>
              <span className={styles.dot} style={{ background: territory.color }} aria-hidden="true" />
              <span>
                {territory.fullName}
                <span className={styles.places}>{territory.places}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Modal
        title={open?.fullName ?? ''}
        open={Boolean(open)}
        variant="fade"
        className={styles.dialog}
        onClose={() => {
          setOpenId(null)
          setActive(null)
          opener.current?.focus()
        }}
      >
        <p className={styles.modalPlaces}>{open?.places}</p>
        {open?.representatives.length ? (
          <ul className={styles.representatives}>
            {open.representatives.map((representative) => (
              <li key={representative.id}>
                <p className={styles.name}>
                  <span className={styles.dot} style={{ background: open.color }} aria-hidden="true" />
                  {representative.name}
                </p>
                <p>
                  <a href={`mailto:${representative.email}`}>{representative.email}</a>
                </p>
                <p>
                  <a href={`tel:${dialable(representative.phone)}`}>{representative.phone}</a>
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p>{NO_REPRESENTATIVE}</p>
        )}
      </Modal>
    </div>
  )
}

export const NO_REPRESENTATIVE = 'No representative is listed for this territory yet. Please write to us through the contact form.'
