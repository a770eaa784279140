import { describe, expect, it } from 'vitest'

import { addressForSubmittedTerm, curriculumSearchUrl, hashForTerm, termFromHash } from './hash'

describe('termFromHash', () => {
  it('reads a bare term and a named parameter alike', () => {
    expect(termFromHash('#bullying')).toBe('bullying')
    expect(termFromHash('#q=bullying')).toBe('bullying')
    expect(termFromHash('bullying')).toBe('bullying')
  })
  it('turns plus signs into spaces and decodes escaped characters', () => {
    expect(termFromHash('#q=bullying+prevention')).toBe('bullying prevention')
    expect(termFromHash('#social%20emotional%2C%20learning')).toBe('social emotional, learning')
    expect(termFromHash('#q=caf%C3%A9+%26+kits')).toBe('café & kits')
    expect(termFromHash('#q=1%2B1')).toBe('1+1')
  })
  it('takes the first parameter value when there are several', () => {
    expect(termFromHash('#q=kits&page=2')).toBe('kits')
    expect(termFromHash('#search=grade+5&q=other')).toBe('grade 5')
    expect(termFromHash('#a=b=c')).toBe('b=c')
  })
  it('is empty without a hash or a value', () => {
    expect(termFromHash('')).toBe('')
    expect(termFromHash('#')).toBe('')
    expect(termFromHash('#q=')).toBe('')
    expect(termFromHash('#q=+++')).toBe('')
  })
  it('keeps a broken escape as typed', () => {
    expect(termFromHash('#100%')).toBe('100%')
  })
})

describe('hashForTerm', () => {
  it('writes the term with spaces as plus signs, and round-trips through termFromHash', () => {
    expect(hashForTerm(' bullying prevention ')).toBe('#q=bullying+prevention')
    expect(hashForTerm('')).toBe('')
    for (const term of ['café & kits', '1+1', 'a=b', '100%', 'grade 5 #2']) expect(termFromHash(hashForTerm(term))).toBe(term)
  })
})

describe('curriculumSearchUrl', () => {
  it("links to the curriculum site's search with spaces as plus signs", () => {
    expect(curriculumSearchUrl('https://dev.learn.heartwiselearning.org', 'bullying prevention')).toBe(
      'https://dev.learn.heartwiselearning.org/Search-Results?search=bullying+prevention',
    )
  })
  it('encodes other characters and ignores a trailing slash on the host', () => {
    expect(curriculumSearchUrl('https://learn.example.org/', 'K-5 & kits?')).toBe('https://learn.example.org/Search-Results?search=K-5+%26+kits%3F')
  })
})

describe('addressForSubmittedTerm', () => {
  const at = (search: string, hash = '') => addressForSubmittedTerm({ pathname: '/search', search, hash })

  it('moves a term the form sent without its script into the hash', () => {
    expect(at('?q=bullying+prevention')).toBe('/search#q=bullying+prevention')
    expect(at('?utm_source=mail&q=kits')).toBe('/search?utm_source=mail#q=kits')
  })

  it('keeps a hash that is already there, drops an empty term, and leaves other addresses alone', () => {
    expect(at('?q=kits', '#q=webinars')).toBe('/search#q=webinars')
    expect(at('?q=')).toBe('/search')
    expect(at('')).toBeNull()
    expect(at('?page=2')).toBeNull()
  })

  it('cuts a sent term to the longest term the box takes', () => {
    expect(termFromHash(at(`?q=${'a'.repeat(100)}`) ?? '')).toHaveLength(64)
  })
})
