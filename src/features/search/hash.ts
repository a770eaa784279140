/** The longest search term the page sends (the input's max length). */
export const SEARCH_TERM_MAX_LENGTH = 64

/** Decodes one address component, plus signs read as spaces; a broken escape is kept as typed. */
const decode = (value: string) => {
  const spaced = value.replace(/\+/g, ' ')
  try {
    return decodeURIComponent(spaced)
  } catch {
    return spaced
  }
}

/**
 * The search term in an address hash: the first hash parameter's value, so `#bullying`, `#q=bullying+prevention`
 * and `#q=kits&page=2` all work. Plus signs become spaces; the term is trimmed.
 */
export function termFromHash(hash: string): string {
  const first = hash.replace(/^#/, '').split('&')[0] ?? ''
  const equals = first.indexOf('=')
  return decode(equals < 0 ? first : first.slice(equals + 1)).trim()
}

/** The hash that shares a search: `#q=` and the term, spaces as plus signs. */
export function hashForTerm(term: string): string {
  const trimmed = term.trim()
  return trimmed ? `#q=${plusEncode(trimmed)}` : ''
}

/**
 * The address to show after the search form was sent without its script (`?q=term`, the browser's own submit):
 * the same page with the term moved to the hash, the other query parameters kept. Null when there is nothing to move.
 */
export function addressForSubmittedTerm(address: { pathname: string; search: string; hash: string }): string | null {
  const params = new URLSearchParams(address.search)
  if (!params.has('q')) return null
  const term = (params.get('q') ?? '').slice(0, SEARCH_TERM_MAX_LENGTH)
  params.delete('q')
  const rest = params.toString()
  const hash = address.hash && address.hash !== '#' ? address.hash : hashForTerm(term)
  return `${address.pathname}${rest ? `?${rest}` : ''}${hash}`
}

const plusEncode = (term: string) => encodeURIComponent(term).replace(/%20/g, '+')

/** The curriculum site's own search for `term`: {host}/Search-Results?search={term, spaces as plus signs}. */
export function curriculumSearchUrl(host: string, term: string): string {
  return `${host.replace(/\/+$/, '')}/Search-Results?search=${plusEncode(term.trim())}`
}
