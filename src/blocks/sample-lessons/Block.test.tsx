import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'

import type { LessonSample } from '@/payload-types'
import { resolveServerTree } from '../../../tests/support/resolve-server'
import SampleLessons from './Block'
import { samples } from './sample'

const stored = vi.hoisted(() => ({ samples: [] as LessonSample[] }))
vi.mock('@/features/lesson-samples/data', () => ({ getLessonSamples: async () => stored.samples }))

const lesson = (id: number, filter: LessonSample['filter'], title: string, grade?: string): LessonSample => ({
  id,
  filter,
  title,
  grade,
  linkUrl: `/samples/${id}`,
  linkText: 'View Sample',
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
})

beforeEach(() => {
  stored.samples = [
    lesson(1, 'digital-grade-3', 'Showing Compassion'),
    lesson(2, 'digital-grade-7', 'Standing Up to Bullying'),
    lesson(3, 'sel-grade-2', 'Calming Down Anger'),
    lesson(4, 'bpu', 'Recognizing Bullying', 'Grade 2'),
    lesson(5, 'cpu', 'Safe and Unsafe Touches', 'Early Learning'),
    lesson(6, 'ost', 'Taking Turns', 'Kindergarten'),
  ]
  window.history.replaceState(null, '', '/sample-lessons')
})
afterEach(() => window.history.replaceState(null, '', '/'))

const context = { headingLevel: 2, imageLoading: 'lazy' } as const
const renderBlock = async () => render(await resolveServerTree(await SampleLessons({ block: { ...samples.allPrograms, id: 's1' }, context })))
const groupTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
const sampleTitles = () => screen.queryAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)
const panel = () => screen.getByRole('form', { name: 'Filter by program and grade' })
const box = (group: string, name: string) => within(within(panel()).getByRole('group', { name: group })).getByRole('checkbox', { name })

it('shows every group in order with its samples, and a box for each of the 22 programs and grades', async () => {
  await renderBlock()
  expect(groupTitles()).toEqual(['Digital Programs', 'Classroom Kits', 'Bullying Prevention Unit', 'Child Protection Unit', 'Out-of-School Time'])
  expect(sampleTitles()).toEqual(['Showing Compassion', 'Standing Up to Bullying', 'Calming Down Anger', 'Recognizing Bullying', 'Safe and Unsafe Touches', 'Taking Turns'])
  expect(within(panel()).getAllByRole('checkbox')).toHaveLength(22)
  expect(within(panel()).getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
    'Digital Programs',
    'Classroom Kits',
    'Bullying Prevention Unit',
    'Child Protection Unit',
    'Out-of-School Time',
  ])
  expect(screen.getAllByRole('article')[3]).toHaveTextContent('Grade 2')
  expect(screen.getAllByRole('article')[0]).toHaveTextContent('Grade 3')
})

it('shows only the ticked programs and grades, keeps them in the address and announces the count', async () => {
  await renderBlock()
  fireEvent.click(box('Digital Programs', 'Grade 3'))
  expect(sampleTitles()).toEqual(['Showing Compassion'])
  expect(groupTitles()).toEqual(['Digital Programs'])
  expect(window.location.search).toBe('?filter=digital-grade-3')
  expect(screen.getByRole('status')).toHaveTextContent('1 sample lesson shown.')

  // The unit groups show when their own box is ticked.
  fireEvent.click(box('Bullying Prevention Unit', 'Bullying Prevention Unit'))
  expect(groupTitles()).toEqual(['Digital Programs', 'Bullying Prevention Unit'])
  expect(window.location.search).toBe('?filter=digital-grade-3&filter=bpu')
  expect(screen.getByRole('status')).toHaveTextContent('2 sample lessons shown.')

  // A ticked grade without samples says so.
  fireEvent.click(box('Digital Programs', 'Grade 3'))
  fireEvent.click(box('Bullying Prevention Unit', 'Bullying Prevention Unit'))
  fireEvent.click(box('Classroom Kits', 'Early Learning'))
  expect(sampleTitles()).toEqual([])
  expect(screen.getAllByText('No sample lessons match your selection.').length).toBeGreaterThan(0)

  fireEvent.click(within(panel()).getByRole('link', { name: 'Reset' }))
  expect(sampleTitles()).toHaveLength(6)
  expect(window.location.search).toBe('')
  expect(within(panel()).getAllByRole('checkbox').filter((input) => (input as HTMLInputElement).checked)).toEqual([])
})

it('opens with the filters of a shared address, and follows back and forward', async () => {
  window.history.replaceState(null, '', '/sample-lessons?filter=ost&filter=sel-grade-2')
  await renderBlock()
  expect(groupTitles()).toEqual(['Classroom Kits', 'Out-of-School Time'])
  expect(box('Out-of-School Time', 'Out-of-School Time')).toBeChecked()
  fireEvent.click(box('Classroom Kits', 'Grade 2'))
  expect(groupTitles()).toEqual(['Out-of-School Time'])
  const popped = new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }))
  act(() => {
    window.history.back()
  })
  await act(async () => popped)
  expect(groupTitles()).toEqual(['Classroom Kits', 'Out-of-School Time'])
})

it('without JavaScript, the panel is a form whose button sends the ticked boxes, and the server shows that selection', async () => {
  const query = new URLSearchParams('filter=bpu&filter=sel-grade-2&filter=unknown')
  const tree = await resolveServerTree(await SampleLessons({ block: { ...samples.allPrograms, id: 's1' }, context: { ...context, query } }))
  document.body.innerHTML = renderToString(tree)
  const form = document.querySelector('form')!
  expect(form.method).toBe('get')
  expect(form.querySelector('noscript')?.innerHTML).toContain('Show samples')
  expect(Array.from(form.querySelectorAll<HTMLInputElement>('input:checked'), (input) => input.value)).toEqual(['sel-grade-2', 'bpu'])
  expect(form.querySelectorAll('input:disabled')).toHaveLength(0)
  expect(groupTitles()).toEqual(['Classroom Kits', 'Bullying Prevention Unit'])
  expect(sampleTitles()).toEqual(['Calming Down Anger', 'Recognizing Bullying'])
})
