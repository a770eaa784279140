/**
 * The sample-lessons filters, pure so the page, the browser and the tests share them. One filter key per program and
 * grade (22 in all); ticking none shows every sample, ticking some shows only the samples of the ticked keys, and a
 * group shows while it has a sample to show.
 */
import { LIST_FILTER_PARAM } from '@/lib/paths'

const DIGITAL_GRADES = [1, 2, 3, 4, 5, 6, 7, 8] as const
const KIT_GRADES = [1, 2, 3, 4, 5] as const

export const sampleGroups = [
  {
    id: 'digital',
    title: 'Digital Programs',
    filters: [
      { key: 'digital-kindergarten', label: 'Digital Kindergarten', short: 'Kindergarten' },
      ...DIGITAL_GRADES.map((grade) => ({ key: `digital-grade-${grade}` as const, label: `Digital Grade ${grade}`, short: `Grade ${grade}` })),
      { key: 'digital-high-school-schoolwide', label: 'Digital High School Schoolwide Practice', short: 'High School Schoolwide Practice' },
      { key: 'digital-high-school-educator', label: 'Digital High School Educator Practice', short: 'High School Educator Practice' },
      { key: 'digital-grade-10-student', label: 'Digital Grade 10 Student Activity', short: 'Grade 10 Student Activity' },
    ],
  },
  {
    id: 'kits',
    title: 'Classroom Kits',
    filters: [
      { key: 'sel-early-learning', label: 'SEL Early Learning', short: 'Early Learning' },
      { key: 'sel-kindergarten', label: 'SEL Kindergarten', short: 'Kindergarten' },
      ...KIT_GRADES.map((grade) => ({ key: `sel-grade-${grade}` as const, label: `SEL Grade ${grade}`, short: `Grade ${grade}` })),
    ],
  },
  { id: 'bullying-prevention', title: 'Bullying Prevention Unit', filters: [{ key: 'bpu', label: 'BPU', short: 'Bullying Prevention Unit' }] },
  { id: 'child-protection', title: 'Child Protection Unit', filters: [{ key: 'cpu', label: 'CPU', short: 'Child Protection Unit' }] },
  { id: 'out-of-school-time', title: 'Out-of-School Time', filters: [{ key: 'ost', label: 'OST', short: 'Out-of-School Time' }] },
] as const

export type SampleGroup = (typeof sampleGroups)[number]
export type FilterKey = SampleGroup['filters'][number]['key']

export const filterKeys: FilterKey[] = sampleGroups.flatMap((group) => group.filters.map((filter) => filter.key))

const known = new Set<string>(filterKeys)
export const isFilterKey = (value: string): value is FilterKey => known.has(value)

/** The query parameter a ticked box adds to the address (repeated: `?filter=bpu&filter=sel-grade-2`). */
export const FILTER_PARAM = LIST_FILTER_PARAM

/** The ticked keys an address names; unknown or repeated values are ignored. */
export function selectedFilters(search: string | URLSearchParams): FilterKey[] {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const chosen = new Set(params.getAll(FILTER_PARAM).filter(isFilterKey))
  return filterKeys.filter((key) => chosen.has(key))
}

/** The address query for ticked keys, in the panel's order ('' for none). */
export function filterQuery(selected: Iterable<FilterKey>): string {
  const chosen = new Set(selected)
  const params = new URLSearchParams(filterKeys.filter((key) => chosen.has(key)).map((key) => [FILTER_PARAM, key]))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** The ticked keys as one address level ("sel-grade-2_bpu"; "_" is never percent-encoded), in the panel's order: the filtered page's cache key. */
export const filterSegment = (selected: Iterable<FilterKey>) => {
  const chosen = new Set(selected)
  return filterKeys.filter((key) => chosen.has(key)).join('_')
}

/** The keys of an address level written by `filterSegment`, or null when it is not exactly such a level. */
export function filtersOfSegment(segment: string): FilterKey[] | null {
  const keys = selectedFilters(new URLSearchParams(segment.split('_').map((key) => [FILTER_PARAM, key])))
  return keys.length > 0 && filterSegment(keys) === segment ? keys : null
}

/** Whether a sample of `key` shows: every sample with nothing ticked, else only the ticked keys' samples. */
export const sampleShown = (key: FilterKey, selected: ReadonlySet<FilterKey>) => selected.size === 0 || selected.has(key)

/** The group a filter key belongs to. */
export const groupOf = (key: FilterKey): SampleGroup => sampleGroups.find((group) => group.filters.some((filter) => filter.key === key))!

/** How many samples show, in words for screen readers. */
export const resultsText = (count: number) => (count === 0 ? 'No sample lessons match your selection.' : count === 1 ? '1 sample lesson shown.' : `${count} sample lessons shown.`)
