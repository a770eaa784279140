import { describe, expect, it } from 'vitest'

import {
  deepLinkName,
  faqSlug,
  faqStructuredData,
  findFaqTarget,
  highlightSegments,
  matchesKeyword,
  NO_RESULTS,
  resultsMessage,
  uniqueSlugs,
} from './faq'

const groups = [
  {
    key: 'g1',
    anchor: 'digital-licenses',
    id: 'digital-licenses-scroll',
    title: 'Digital Licenses',
    entries: [
      { key: 'e1', slug: 'how-long-does-a-license-last', id: 'how-long-does-a-license-last-scroll', question: 'How long does a license last?' },
      { key: 'e2', slug: 'can-i-move-a-license', id: 'can-i-move-a-license-scroll', question: 'Can I move a license?' },
    ],
  },
  {
    key: 'g2',
    anchor: 'renewals',
    id: 'renewals-scroll',
    title: 'Renewals & Support',
    entries: [{ key: 'e3', slug: 'who-renews', id: 'who-renews-scroll', question: 'Who renews?' }],
  },
]

describe('deep links', () => {
  it('reads the query when there is no hash, dashes as spaces', () => {
    expect(deepLinkName({ search: '?how-long-does-a-license-last', hash: '' })).toBe('how long does a license last')
  })

  it('prefers the hash to the query', () => {
    expect(deepLinkName({ search: '?x', hash: '#renewals' })).toBe('renewals')
  })

  it('decodes encoded characters and plus signs, and survives broken encoding', () => {
    expect(deepLinkName({ search: '?can%20I+move-a-license%3F', hash: '' })).toBe('can I move a license?')
    expect(deepLinkName({ search: '?100%-sure', hash: '' })).toBe('100% sure')
  })

  it('names nothing without a query or hash', () => {
    expect(deepLinkName({ search: '', hash: '' })).toBeNull()
    expect(deepLinkName({ search: '?', hash: '#' })).toBeNull()
    expect(deepLinkName({ search: '?---', hash: '' })).toBeNull()
  })

  it('finds a section by anchor or title and a question by slug or title, whatever the case and punctuation', () => {
    expect(findFaqTarget(groups, 'digital licenses')).toEqual({ group: 'g1' })
    expect(findFaqTarget(groups, 'RENEWALS')).toEqual({ group: 'g2' })
    expect(findFaqTarget(groups, 'renewals support')).toEqual({ group: 'g2' })
    expect(findFaqTarget(groups, 'how long does a license last')).toEqual({ group: 'g1', entry: 'e1' })
    expect(findFaqTarget(groups, 'Who renews?')).toEqual({ group: 'g2', entry: 'e3' })
    expect(findFaqTarget(groups, 'digital licenses scroll')).toEqual({ group: 'g1' })
    expect(findFaqTarget(groups, 'can i move a license scroll')).toEqual({ group: 'g1', entry: 'e2' })
  })

  it('finds nothing for a name that matches no section or question', () => {
    expect(findFaqTarget(groups, 'how long')).toBeNull()
    expect(findFaqTarget(groups, '  ')).toBeNull()
  })
})

describe('slugs', () => {
  it('makes element ids from titles, unique on the page', () => {
    expect(faqSlug('How long does a license last?')).toBe('how-long-does-a-license-last')
    expect(uniqueSlugs(['Who renews?', 'Who renews?', '???'], ['who-renews'])).toEqual(['who-renews-2', 'who-renews-3', 'question'])
  })
})

describe('keyword search', () => {
  const entry = { question: 'How do I renew a License?', answerText: 'Your administrator renews licenses from the dashboard.' }

  it('matches the question or the answer, whatever the case', () => {
    expect(matchesKeyword(entry, 'license')).toBe(true)
    expect(matchesKeyword(entry, 'DASHBOARD')).toBe(true)
    expect(matchesKeyword(entry, 'password')).toBe(false)
    expect(matchesKeyword(entry, '')).toBe(false)
  })

  it('cuts text into plain and marked pieces, keeping the original case', () => {
    expect(highlightSegments('License or license?', 'license')).toEqual([
      { text: 'License', match: true },
      { text: ' or ', match: false },
      { text: 'license', match: true },
      { text: '?', match: false },
    ])
    expect(highlightSegments('a (b) c', '(b)')).toEqual([
      { text: 'a ', match: false },
      { text: '(b)', match: true },
      { text: ' c', match: false },
    ])
    expect(highlightSegments('plain', '')).toEqual([{ text: 'plain', match: false }])
  })

  it('says how many questions match, or No Results Found', () => {
    expect(resultsMessage(0, 'x')).toBe(NO_RESULTS)
    expect(resultsMessage(1, 'key')).toBe('1 question matches “key”')
    expect(resultsMessage(3, 'key')).toBe('3 questions match “key”')
  })
})

it('describes the questions and plain-text answers as a schema.org FAQPage', () => {
  expect(faqStructuredData([{ question: 'Q?', answerText: 'A.' }])).toEqual({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
  })
})
