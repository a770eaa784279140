/**
 * Keyboard rule of a tab list (WAI-ARIA tabs pattern, automatic activation): the arrow keys move to the next or
 * previous tab and wrap around, Home and End go to the first and last. The feature section's cards use it.
 */
const MOVES: Record<string, (current: number, count: number) => number> = {
  ArrowRight: (current, count) => (current + 1) % count,
  ArrowDown: (current, count) => (current + 1) % count,
  ArrowLeft: (current, count) => (current - 1 + count) % count,
  ArrowUp: (current, count) => (current - 1 + count) % count,
  Home: () => 0,
  End: (_current, count) => count - 1,
}

/** The index of the tab a key selects, or `null` when the key does not move the selection. */
export function tabAfterKey(key: string, current: number, count: number): number | null {
  const move = Object.hasOwn(MOVES, key) ? MOVES[key] : undefined
  return move && count > 0 ? move(current, count) : null
}
