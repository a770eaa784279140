import { expect, it } from 'vitest'

import { textSectionLayout, textSectionWidths } from './layout'

const media = (share: number) => ({ part: 'media', share })
const text = (share: number) => ({ part: 'text', share })

it('puts the media first for Left, with the default widths: media 31.5 %, text 68 %', () => {
  expect(textSectionLayout({ alignment: 'Left', width: null, hasMedia: true })).toEqual([media(31.5), text(68)])
  expect(textSectionWidths.standard).toEqual({ media: 31.5, text: 68 })
})

it('Right alignment order: Right reverses the order, and each part keeps its width', () => {
  expect(textSectionLayout({ alignment: 'Right', width: 'standard', hasMedia: true })).toEqual([text(68), media(31.5)])
  expect(textSectionLayout({ alignment: 'Right', width: 'wideMedia', hasMedia: true })).toEqual([text(31.5), media(68)])
  expect(textSectionLayout({ alignment: 'Right', width: 'even', hasMedia: true })).toEqual([text(50), media(50)])
})

it('falls back to Left and the standard widths for unknown values, and to the text alone without media', () => {
  expect(textSectionLayout({ alignment: 'Center', width: 'huge', hasMedia: true })).toEqual([media(31.5), text(68)])
  expect(textSectionLayout({ alignment: 'Right', width: 'even', hasMedia: false })).toEqual([text(100)])
})
