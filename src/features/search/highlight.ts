/** A piece of a title or snippet; `mark` pieces matched the search and show in a `<mark>`. */
export type Segment = { text: string; mark: boolean }

/** Words as search sees them: runs of letters and digits (accents kept in the text, folded for matching). */
const WORD = /[\p{L}\p{N}]+/gu

/** Lower case without accents, so "Éducation" is found as "education". */
export const normalizeTerm = (term: string) => term.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase()

/** Splits text into words for the index; the same rule `segments` uses to find the matched words again. */
export const tokenize = (text: string) => text.match(WORD) ?? []

/** `text` cut into plain and marked segments: every word whose folded form is one of `terms` is marked. */
export function segments(text: string, terms: ReadonlySet<string>): Segment[] {
  const parts: Segment[] = []
  const push = (piece: string, mark: boolean) => {
    if (!piece) return
    const last = parts.at(-1)
    if (last && last.mark === mark && !mark) last.text += piece
    else parts.push({ text: piece, mark })
  }
  let at = 0
  for (const match of text.matchAll(WORD)) {
    if (!terms.has(normalizeTerm(match[0]))) continue
    push(text.slice(at, match.index), false)
    push(match[0], true)
    at = match.index + match[0].length
  }
  push(text.slice(at), false)
  return parts
}

/** About this many characters of a page's text show under its title. */
export const SNIPPET_LENGTH = 180

/**
 * The part of `text` around its first matched word, about `length` characters cut at word boundaries, with an
 * ellipsis where text was left out; the start of the text when nothing in it matched (the title did).
 */
export function snippet(text: string, terms: ReadonlySet<string>, length = SNIPPET_LENGTH): Segment[] {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (!flat) return []
  let first = -1
  for (const match of flat.matchAll(WORD)) {
    if (terms.has(normalizeTerm(match[0]))) {
      first = match.index
      break
    }
  }
  let start = first < 0 ? 0 : Math.max(0, first - Math.floor(length / 3))
  let end = Math.min(flat.length, start + length)
  start = Math.max(0, Math.min(start, end - length))
  if (start > 0) start = wordStart(flat, start)
  if (end < flat.length) end = wordEnd(flat, end)
  const cut = `${start > 0 ? '…' : ''}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}`
  return segments(cut, terms)
}

/** Moves forward to the start of the next word, unless already at one. */
const wordStart = (text: string, index: number) => {
  if (/\s/.test(text[index - 1] ?? ' ')) return index
  const space = text.indexOf(' ', index)
  return space < 0 ? index : space + 1
}

/** Moves back to the end of the previous word, unless the cut already falls between words. */
const wordEnd = (text: string, index: number) => {
  if (/\s/.test(text[index] ?? ' ')) return index
  const space = text.lastIndexOf(' ', index)
  return space <= 0 ? index : space
}
