import { describe, expect, it } from 'vitest'

import { segments, snippet } from './highlight'

const terms = new Set(['kindness', 'eleve'])

describe('segments', () => {
  it('marks whole matched words, whatever their case or accents, and keeps the rest as plain text', () => {
    expect(segments('Kindness and kindness-based élève', terms)).toEqual([
      { text: 'Kindness', mark: true },
      { text: ' and ', mark: false },
      { text: 'kindness', mark: true },
      { text: '-based ', mark: false },
      { text: 'élève', mark: true },
    ])
  })
  it('never marks part of a word and keeps markup-looking text as text', () => {
    expect(segments('<b>kindnesses</b>', terms)).toEqual([{ text: '<b>kindnesses</b>', mark: false }])
  })
})

describe('snippet', () => {
  const words = Array.from({ length: 80 }, (_, n) => `word${n}`)
  it('shows the text around the first match, cut between words, with ellipses', () => {
    const text = [...words.slice(0, 40), 'kindness', ...words.slice(40)].join(' ')
    const parts = snippet(text, terms, 60)
    const joined = parts.map((part) => part.text).join('')
    expect(joined.startsWith('…word')).toBe(true)
    expect(joined.endsWith('…')).toBe(true)
    for (const word of joined.replace(/…/g, '').split(' ')) expect(word).toMatch(/^(word\d+|kindness)$/)
    expect(parts.find((part) => part.mark)?.text).toBe('kindness')
    expect(joined.length).toBeLessThanOrEqual(62)
  })
  it('starts at the beginning when only the title matched, and is empty for no text', () => {
    expect(snippet('Short text.', terms)).toEqual([{ text: 'Short text.', mark: false }])
    expect(snippet('  ', terms)).toEqual([])
  })
})
