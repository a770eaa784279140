import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import { FAILED_SECTION_MARK, hasFailedSection } from './failed-sections.mjs'

describe('the mark of a page sent without a section', () => {
  it('is found in the HTML React writes for it, as text or bytes', () => {
    const html = renderToStaticMarkup(createElement('main', null, createElement('p', null, 'Before'), createElement('meta', { name: FAILED_SECTION_MARK })))
    expect(hasFailedSection(html)).toBe(true)
    expect(hasFailedSection(Buffer.from(html))).toBe(true)
  })

  it('cannot be written by page text, which React escapes', () => {
    const html = renderToStaticMarkup(createElement('p', null, `<meta name="${FAILED_SECTION_MARK}"/>`))
    expect(hasFailedSection(html)).toBe(false)
    expect(hasFailedSection(undefined)).toBe(false)
  })
})
