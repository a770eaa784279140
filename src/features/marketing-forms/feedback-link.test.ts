import { expect, it } from 'vitest'

import { isFeedbackLink, withoutFeedbackParam } from './feedback-link'

it('recognises a feedback link by its aliid parameter and drops just that parameter', () => {
  expect(isFeedbackLink('https://example.org/family-supports?aliid=ab12')).toBe(true)
  expect(isFeedbackLink('https://example.org/family-supports')).toBe(false)
  expect(withoutFeedbackParam('https://example.org/family-supports?aliid=ab12&utm_source=mail#top')).toBe('https://example.org/family-supports?utm_source=mail#top')
  expect(withoutFeedbackParam('https://example.org/family-supports?aliid=ab12')).toBe('https://example.org/family-supports')
})
