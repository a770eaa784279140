/**
 * Which items of an accordion are open. Content accordions are independent: each item opens and closes on
 * its own. Sub-section accordions are exclusive: at most one item is open, opening one closes the previous, and
 * activating the open one closes it. Keys are the items' stable keys; the order of the list does not matter.
 */
export type OpenItems = readonly string[]

export type AccordionMode = { exclusive: boolean }

/** The open items after the visitor activates the item `key` (click, Enter or Space on its button). */
export function toggleItem(open: OpenItems, key: string, { exclusive }: AccordionMode): string[] {
  if (open.includes(key)) return open.filter((item) => item !== key)
  return exclusive ? [key] : [...open, key]
}

/** The open items after `key` must show (the browser found text inside it, or a link points into it); never closes it. */
export function openItem(open: OpenItems, key: string, { exclusive }: AccordionMode): string[] {
  if (open.includes(key)) return [...open]
  return exclusive ? [key] : [...open, key]
}

/** Expand All (`true`) or Collapse All (`false`) over a group's keys. */
export const setAllItems = (keys: readonly string[], open: boolean): string[] => (open ? [...keys] : [])

/** Whether every item of the group is open (an "Expand All" control then reads "Collapse All"). */
export const allItemsOpen = (keys: readonly string[], open: OpenItems): boolean =>
  keys.length > 0 && keys.every((key) => open.includes(key))
