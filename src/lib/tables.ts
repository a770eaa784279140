/**
 * The table and list blocks' models: pure conversions from what editors store
 * to the rows and cells the blocks render, and the choices their lists offer.
 */

/** A comparison table's stored card: with a title it heads a group of rows; otherwise its sub-sections are one row. */
export type ComparisonCard = {
  title?: string | null
  text?: string | null
  linkUrl?: string | null
  subSections?: { text?: string | null }[] | null
}

/** One cell of a comparison row: a value, a check (an empty stored cell), or nothing (the row has fewer cells). */
export type ComparisonCell = { kind: 'value'; value: string } | { kind: 'check' } | { kind: 'blank' }

export type ComparisonRow = { label: string; cells: ComparisonCell[] }

/** A group of rows under an optional header row (a card with a title). */
export type ComparisonGroup = { title?: string; text?: string; linkUrl?: string; rows: ComparisonRow[] }

/**
 * The comparison table's groups from its stored cards, in order: a card with a title starts a group (its title, text
 * and link make the group's header row); every other card is a row of that group, its first sub-section the row's
 * label and the rest its values, one per column. An empty value means "included" (a check); a row shorter than the
 * table gets blank cells. Rows before any titled card form a group without a header.
 */
export function comparisonGroups(cards: readonly ComparisonCard[], columnCount: number): ComparisonGroup[] {
  const groups: ComparisonGroup[] = []
  for (const card of cards) {
    const title = card.title?.trim()
    if (title) {
      groups.push({ title, text: card.text?.trim() || undefined, linkUrl: card.linkUrl?.trim() || undefined, rows: [] })
      continue
    }
    const [label, ...values] = (card.subSections ?? []).map((cell) => cell.text?.trim() ?? '')
    if (label === undefined) continue
    const cells: ComparisonCell[] = Array.from({ length: columnCount }, (_, index) =>
      index >= values.length ? { kind: 'blank' } : values[index] ? { kind: 'value', value: values[index] } : { kind: 'check' },
    )
    if (!groups.length) groups.push({ rows: [] })
    groups[groups.length - 1].rows.push({ label, cells })
  }
  return groups
}

/** Cells per territory row and per line: 12 values shown as two lines of 6. */
export const TERRITORY_CELLS = 12
export const TERRITORY_LINE = 6

export type TerritoryCell = { value: string; highlighted: boolean }

/**
 * A territory row's 12 values as two lines of 6, each cell marked when its position (1 to 12) is among `highlighted`.
 * Missing values are empty; values past the twelfth are dropped.
 */
export function territoryLines(values: readonly (string | null | undefined)[], highlighted: readonly (number | string)[] = []): TerritoryCell[][] {
  const marked = new Set(highlighted.map(Number))
  const cells = Array.from({ length: TERRITORY_CELLS }, (_, index) => ({ value: values[index]?.trim() ?? '', highlighted: marked.has(index + 1) }))
  return [cells.slice(0, TERRITORY_LINE), cells.slice(TERRITORY_LINE)]
}

/** The positions editors can highlight in a territory row, 1 to 12. */
export const territoryCellOptions = Array.from({ length: TERRITORY_CELLS }, (_, index) => ({ label: `Cell ${index + 1}`, value: String(index + 1) }))

/** A checklist item's mark: a green check or a red cross, each with the words screen readers hear before the item. */
export const checklistMarkOptions = [
  { label: 'Positive (green check)', value: 'positive' },
  { label: 'Negative (red cross)', value: 'negative' },
] as const

export type ChecklistMark = (typeof checklistMarkOptions)[number]['value']

export const markLabels: Record<ChecklistMark, string> = { positive: 'Yes:', negative: 'No:' }

/** What a check in a comparison table says to screen readers. */
export const INCLUDED_LABEL = 'Included'

/** The name of a table's scroll container, told apart from its section (named by the same heading). */
export const tableRegionLabel = (caption: string) => `Table: ${caption}`

/** The stats block's two figures, titled as the product names them. */
export const STAT_LABELS = { totalAwarded: 'Total Awarded', schoolsServed: 'Schools Served' } as const
