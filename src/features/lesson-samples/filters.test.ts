import { describe, expect, it } from 'vitest'

import { filterKeys, filterQuery, filterSegment, filtersOfSegment, groupOf, resultsText, sampleGroups, sampleShown, selectedFilters, type FilterKey } from './filters'

describe('the filter keys', () => {
  it('are the 22 program and grade keys, in panel order, each labelled as the product names it', () => {
    expect(sampleGroups.flatMap((group) => group.filters.map((filter) => filter.label))).toEqual([
      'Digital Kindergarten',
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((grade) => `Digital Grade ${grade}`),
      'Digital High School Schoolwide Practice',
      'Digital High School Educator Practice',
      'Digital Grade 10 Student Activity',
      'SEL Early Learning',
      'SEL Kindergarten',
      ...[1, 2, 3, 4, 5].map((grade) => `SEL Grade ${grade}`),
      'BPU',
      'CPU',
      'OST',
    ])
    expect(new Set(filterKeys).size).toBe(22)
  })

  it('fall in the five groups, in the page order', () => {
    expect(sampleGroups.map((group) => group.title)).toEqual(['Digital Programs', 'Classroom Kits', 'Bullying Prevention Unit', 'Child Protection Unit', 'Out-of-School Time'])
    expect(groupOf('digital-grade-10-student').id).toBe('digital')
    expect(groupOf('sel-early-learning').id).toBe('kits')
    expect(groupOf('ost').id).toBe('out-of-school-time')
  })
})

describe('which samples show', () => {
  it.each(filterKeys)('with only %s ticked, that key’s samples and no other', (key) => {
    const selected = new Set<FilterKey>([key])
    for (const other of filterKeys) expect(sampleShown(other, selected)).toBe(other === key)
  })

  it('shows every sample with nothing ticked, and the samples of every ticked key', () => {
    for (const key of filterKeys) expect(sampleShown(key, new Set())).toBe(true)
    const selected = new Set<FilterKey>(['digital-grade-3', 'bpu'])
    expect(filterKeys.filter((key) => sampleShown(key, selected))).toEqual(['digital-grade-3', 'bpu'])
  })
})

describe('the address keeps the filters', () => {
  it('reads the ticked keys, ignoring unknown and repeated values, in panel order', () => {
    expect(selectedFilters('?filter=ost&filter=digital-grade-3&filter=nope&filter=ost&other=1')).toEqual(['digital-grade-3', 'ost'])
    expect(selectedFilters('')).toEqual([])
    expect(selectedFilters(new URLSearchParams('filter=%3Cscript%3E'))).toEqual([])
  })

  it('writes them back as a shareable query that reads the same', () => {
    expect(filterQuery(['ost', 'sel-grade-2'])).toBe('?filter=sel-grade-2&filter=ost')
    expect(filterQuery([])).toBe('')
    for (const key of filterKeys) expect(selectedFilters(filterQuery([key]))).toEqual([key])
  })

  it('names each set of ticked keys by one address level, and reads back only that spelling', () => {
    expect(filterSegment(['ost', 'sel-grade-2', 'ost'])).toBe('sel-grade-2_ost')
    expect(filtersOfSegment('sel-grade-2_ost')).toEqual(['sel-grade-2', 'ost'])
    for (const other of ['ost_sel-grade-2', 'ost_ost', 'ost_nope', 'nope', '', '_ost', 'ost_', 'sel-grade-2,ost']) expect(filtersOfSegment(other), other).toBeNull()
  })
})

it('says how many samples show', () => {
  expect([0, 1, 7].map(resultsText)).toEqual(['No sample lessons match your selection.', '1 sample lesson shown.', '7 sample lessons shown.'])
})
