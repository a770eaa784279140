import { describe, expect, it } from 'vitest'

import { collectText, markdownToText, searchDocument } from './extract'

describe('markdownToText', () => {
  it('keeps the words a reader sees and drops the markup', () => {
    expect(markdownToText('## Why it **matters**\n\nRead [our research](https://example.org/r.pdf) and `notes`.\n\n![A classroom](/a.jpg)')).toBe(
      'Why it matters\nRead our research and notes.',
    )
  })
  it('reads lists and tables line by line', () => {
    expect(markdownToText('- one\n- two')).toBe('one\ntwo')
    expect(markdownToText('| Grade | Lessons |\n|---|---|\n| K | 22 |')).toBe('Grade\nLessons\nK\n22')
  })
  it('leaves plain text as it is, whitespace collapsed', () => {
    expect(markdownToText('  Digital   Program ')).toBe('Digital Program')
  })
})

describe('collectText', () => {
  it('walks any block shape, keeping text fields and skipping ids, addresses, colours, choices and media', () => {
    const sections = [
      {
        id: '65f0a1',
        blockType: 'cardList',
        blockName: 'Internal name',
        title: 'Programs',
        backgroundColor: 'primary',
        imageSide: 'left',
        cards: [
          { title: 'Early Learning', text: 'Play-based *lessons*', linkText: 'Learn more', linkUrl: '/early-learning-curriculum', image: 12 },
          { title: 'Pricing', linkPage: { id: 4, path: '/pricing', title: 'Plans and prices' }, linkPage2: 9 },
          { title: 'Middle School', videoId: 'dQw4w9WgXcQ', media: { alt: 'Students', url: '/media/a.jpg' } },
        ],
        faqs: [{ question: 'How do I sign in?', answer: 'Use your **district** account.' }],
        webinars: [{ title: 'Calm classrooms', startDate: '2026-05-01T15:00:00.000Z', registrationUrl: 'https://example.org' }],
        accent: '#389ef0',
        note: 'https://example.org/only-an-address',
      },
    ]
    expect(collectText(sections)).toEqual([
      'Programs',
      'Early Learning',
      'Play-based lessons',
      'Learn more',
      'Pricing',
      'Middle School',
      'How do I sign in?',
      'Use your district account.',
      'Calm classrooms',
    ])
  })
  it('ignores numbers, booleans and empty values', () => {
    expect(collectText({ count: 3, on: true, title: '  ', text: null })).toEqual([])
  })
})

describe('searchDocument', () => {
  const page = {
    id: 7,
    title: 'Bullying Prevention',
    path: '/bullying-prevention',
    _status: 'published' as const,
    sections: [{ blockType: 'markdownSection', title: 'A unit for every grade', text: 'Recognize, report, refuse.' }],
    sectionsRight: [{ blockType: 'markdownSection', title: 'Contact us', text: 'Recognize, report, refuse.' }],
  }
  it('describes a published page by its title and its sections, each line once', () => {
    expect(searchDocument(page)).toEqual({
      pageId: '7',
      path: '/bullying-prevention',
      title: 'Bullying Prevention',
      text: 'A unit for every grade\nRecognize, report, refuse.\nContact us',
    })
  })
  it('has no row for drafts, pages without an address and pages kept out of search engines', () => {
    expect(searchDocument({ ...page, _status: 'draft' })).toBeNull()
    expect(searchDocument({ ...page, path: null })).toBeNull()
    expect(searchDocument({ ...page, seo: { robots: ['noindex', 'follow'] } })).toBeNull()
    expect(searchDocument({ ...page, seoV2: { robots: ['noindex'] } })).toBeNull()
  })
})
