/**
 * The FAQ page: deep links to a section or question, keyword matching and highlighting, and the
 * page's structured data. Pure functions, shared by the FAQ block's server component and its island.
 */

/** Jump links and deep links scroll over 500 ms; a jump link then focuses the first question after 501 ms. */
export const FAQ_SCROLL_MS = 500
export const FAQ_FOCUS_DELAY_MS = 501
/** A deep link opens its section or question at once and scrolls to it after 500 ms. */
export const FAQ_DEEP_LINK_DELAY_MS = 500

export const NO_RESULTS = 'No Results Found'

/** A name reduced for comparison: lower case, every run of punctuation, dashes and spaces as one space. */
export const comparableName = (value: string) =>
  value
    .toLocaleLowerCase('en-US')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/** A slug for an element id: "How long does a license last?" → "how-long-does-a-license-last". */
export const faqSlug = (value: string) => comparableName(value).replace(/ /g, '-').slice(0, 80).replace(/-+$/, '')

/** Slugs of `titles`, made unique on the page by a number after repeats ("…-2"). */
export function uniqueSlugs(titles: readonly string[], taken: Iterable<string> = []): string[] {
  const used = new Set(taken)
  return titles.map((title) => {
    const base = faqSlug(title) || 'question'
    let slug = base
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`
    used.add(slug)
    return slug
  })
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * The anchor name a FAQ address asks for: the hash when there is one, else the query (`/faq?how-long-does-a-license-last`,
 * `/faq?x#renewals`), decoded, plus signs and dashes turned into spaces. Null when the address names nothing.
 */
export function deepLinkName({ search, hash }: { search: string; hash: string }): string | null {
  const raw = hash.replace(/^#/, '') || search.replace(/^\?/, '')
  const name = decode(raw.replace(/\+/g, ' ')).replace(/-/g, ' ').trim()
  return name || null
}

export type FaqTarget = { group: string; entry?: string }

type NamedGroup = {
  key: string
  anchor: string
  /** The element's id ("digital-licenses-scroll"), which a jump link puts in the address. */
  id: string
  title: string
  entries: readonly { key: string; slug: string; id: string; question: string }[]
}

/**
 * The section or question an anchor name points to: a section whose anchor, element id or title matches, else a
 * question whose slug, element id or title matches (case, punctuation and dashes aside). Null when nothing matches.
 */
export function findFaqTarget(groups: readonly NamedGroup[], name: string): FaqTarget | null {
  const wanted = comparableName(name)
  if (!wanted) return null
  const matches = (...names: string[]) => names.some((candidate) => comparableName(candidate) === wanted)
  const group = groups.find((candidate) => matches(candidate.anchor, candidate.id, candidate.title))
  if (group) return { group: group.key }
  for (const candidate of groups) {
    const entry = candidate.entries.find((item) => matches(item.slug, item.id, item.question))
    if (entry) return { group: candidate.key, entry: entry.key }
  }
  return null
}

/** The keyword as searched: surrounding spaces removed; empty means no search. */
export const searchTerm = (value: string) => value.trim()

const contains = (text: string, term: string) => text.toLocaleLowerCase('en-US').includes(term.toLocaleLowerCase('en-US'))

/** Whether a question or its answer (plain text) contains the term, whatever the case. */
export const matchesKeyword = (entry: { question: string; answerText: string }, term: string) =>
  Boolean(term) && (contains(entry.question, term) || contains(entry.answerText, term))

export type TextSegment = { text: string; match: boolean }

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The text cut into pieces, the matches of the term (any case) marked, for rendering as text and `<mark>`. */
export function highlightSegments(text: string, term: string): TextSegment[] {
  if (!term) return text ? [{ text, match: false }] : []
  return text
    .split(new RegExp(`(${escapeRegExp(term)})`, 'giu'))
    .map((piece, index) => ({ text: piece, match: index % 2 === 1 }))
    .filter((segment) => segment.text !== '')
}

/** What screen readers hear after a search. */
export const resultsMessage = (count: number, term: string) =>
  count === 0 ? NO_RESULTS : `${count} ${count === 1 ? 'question matches' : 'questions match'} “${term}”`

/** schema.org FAQPage for the questions and their plain-text answers. */
export function faqStructuredData(entries: readonly { question: string; answerText: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answerText },
    })),
  }
}
