import { describe, expect, it } from 'vitest'

import { buildIndex, searchIndex } from './engine'
import type { SearchDocument } from './extract'

const documents: SearchDocument[] = [
  { pageId: '1', path: '/bullying-prevention', title: 'Bullying Prevention Unit', text: 'Recognize, report and refuse bullying in every grade.' },
  { pageId: '2', path: '/middle-school-curriculum', title: 'Middle School', text: 'Lessons on stress, friendships and bullying prevention for grades 6 to 8.' },
  { pageId: '3', path: '/early-learning-curriculum', title: 'Early Learning', text: 'Play-based curriculum for preschool classrooms. Éducation précoce.' },
  { pageId: '4', path: '/webinars', title: 'Webinars', text: 'Calm classrooms: a free webinar for educators.' },
]
const index = buildIndex(documents)
const paths = (query: string) => searchIndex(index, query).results.map((hit) => hit.path)

describe('searchIndex', () => {
  it('ranks a page whose title matches above one that only mentions the words', () => {
    expect(paths('bullying prevention')).toEqual(['/bullying-prevention', '/middle-school-curriculum'])
  })
  it('finds words by their start and with a typo', () => {
    expect(paths('curric')).toEqual(['/early-learning-curriculum'])
    expect(paths('webinr')).toEqual(['/webinars'])
    expect(paths('bulying')).toContain('/bullying-prevention')
  })
  it('allows one typo in a word of five letters or more, none in a shorter one, so near words do not match', () => {
    const near = buildIndex([
      { pageId: '1', path: '/bullying-prevention', title: 'Bullying Prevention', text: 'Recognize and report bullying.' },
      { pageId: '2', path: '/community', title: 'Community', text: 'Building a caring classroom community with kids.' },
    ])
    const found = (query: string) => searchIndex(near, query).results.map((hit) => hit.path)
    expect(found('bullying')).toEqual(['/bullying-prevention'])
    expect(found('building')).toEqual(['/community'])
    expect(found('kits')).toEqual([])
    expect(found('bulying')).toEqual(['/bullying-prevention'])
    expect(found('comunity')).toEqual(['/community'])
  })
  it('needs every word of the query and ignores case and accents', () => {
    expect(paths('calm preschool')).toEqual([])
    expect(paths('EDUCATION precoce')).toEqual(['/early-learning-curriculum'])
  })
  it('marks the matched words in the title and the snippet', () => {
    const [hit] = searchIndex(index, 'bully').results
    expect(hit?.titleParts).toEqual([
      { text: 'Bullying', mark: true },
      { text: ' Prevention Unit', mark: false },
    ])
    expect(hit?.snippet.filter((part) => part.mark).map((part) => part.text)).toEqual(['bullying'])
  })
  it('pages results ten at a time and reports the total', () => {
    const many = buildIndex(
      Array.from({ length: 23 }, (_, n) => ({ pageId: String(n), path: `/lesson-${n}`, title: `Lesson ${n}`, text: 'Kindness practice' })),
    )
    const second = searchIndex(many, 'kindness', 2)
    expect(second).toMatchObject({ query: 'kindness', total: 23, page: 2, pages: 3 })
    expect(second.results).toHaveLength(10)
    expect(searchIndex(many, 'kindness', 3).results).toHaveLength(3)
    expect(searchIndex(many, 'kindness', 9).results).toEqual([])
  })
  it('answers an empty query with nothing', () => {
    expect(searchIndex(index, '   ')).toEqual({ query: '   ', total: 0, page: 1, pages: 0, results: [] })
  })
})
