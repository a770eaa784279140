import { useSyncExternalStore } from 'react'

import type { CheckItem } from './types'

/** The latest content checks of the page being edited, shared by the summary and the warnings under the fields. */
let current: CheckItem[] = []
const listeners = new Set<() => void>()
const none: CheckItem[] = []

export function setCheckItems(items: CheckItem[]) {
  current = items
  listeners.forEach((listener) => listener())
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const useCheckItems = () => useSyncExternalStore(subscribe, () => current, () => none)

/** A problem as a sentence of its own: first letter capitalised. */
export const sentence = (problem: string) => problem.charAt(0).toUpperCase() + problem.slice(1)
