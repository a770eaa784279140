/**
 * A page sent without one of its sections (the section's render failed) must not be kept: the next request renders
 * it again, and a CDN or browser must not hold the incomplete page. The page renderer puts a mark in such a page
 * (`<meta name="section-failed"/>`, which no text can produce: text is escaped); the page cache refuses to store a
 * page with the mark (src/page-cache-handler.mjs; a cached complete version keeps being served meanwhile) and the
 * production server sends it `no-store`.
 */

/** The name of the mark's meta element. */
export const FAILED_SECTION_MARK = 'section-failed'
const MARK = `<meta name="${FAILED_SECTION_MARK}"/>`

/** Whether rendered HTML (a string or bytes) is a page with a failed section. */
export function hasFailedSection(html) {
  return (typeof html === 'string' || Buffer.isBuffer(html)) && html.includes(MARK)
}

/** Sends a finished page that lacks a section as not to be stored by any cache (before its headers are written). */
export function keepIncompletePagesUncached(res, entry) {
  entry.failedSection ??= hasFailedSection(entry.body)
  if (entry.failedSection) res.setHeader('cache-control', 'private, no-store')
}
