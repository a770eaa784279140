import { expect, it } from 'vitest'

import { imagePlacement, imageTexts } from './accessibility-image'

it('puts the short text on the image and keeps the long description apart', () => {
  expect(imageTexts({ altTextShort: ' Feelings chart ', ariaLong: 'A chart with five faces…', mediaAlt: 'Chart' })).toEqual({
    alt: 'Feelings chart',
    description: 'A chart with five faces…',
  })
})

it('falls back to the media record alt text and has no description when the long text is empty', () => {
  expect(imageTexts({ altTextShort: '', ariaLong: '  ', mediaAlt: 'Chart' })).toEqual({ alt: 'Chart', description: null })
  expect(imageTexts({})).toEqual({ alt: '', description: null })
})

it('right-justifies a medium image unless told otherwise', () => {
  expect(imagePlacement(null, undefined)).toEqual({ justification: 'right', size: 'medium' })
  expect(imagePlacement('left', 'large')).toEqual({ justification: 'left', size: 'large' })
  expect(imagePlacement('sideways', 'huge')).toEqual({ justification: 'right', size: 'medium' })
})
