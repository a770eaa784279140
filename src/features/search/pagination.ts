export type PageItem = number | 'gap'

/**
 * The page numbers a results list offers: all of them up to seven pages, otherwise the first, the last and the
 * neighbours of the current one, with gaps between.
 */
export function pageItems(current: number, pages: number): PageItem[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1)
  const shown = [1, pages, current - 1, current, current + 1].filter((page) => page >= 1 && page <= pages)
  const sorted = [...new Set(shown)].sort((a, b) => a - b)
  return sorted.flatMap((page, index) => (index > 0 && page - sorted[index - 1]! > 1 ? ['gap' as const, page] : [page]))
}

/** What screen readers hear after a search. */
export function resultCountMessage(total: number, term: string): string {
  if (total === 0) return `No results found for "${term}".`
  return `${total} ${total === 1 ? 'result' : 'results'} for "${term}".`
}
