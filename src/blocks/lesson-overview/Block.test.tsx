import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import LessonOverview from './Block'
import { samples } from './sample'

const context = { headingLevel: 2, imageLoading: 'lazy' } as const

it('walks through a lesson, the units, the cards and the lesson samples, and ends with the extra unit', () => {
  render(<LessonOverview block={{ ...samples.middleSchool, id: 'l' }} context={context} />)
  const section = screen.getByRole('region', { name: 'Inside a lesson' })
  expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'Watch',
    'Discuss',
    'Practise',
    'Mindsets and Goals',
    'Recognizing Bullying and Harassment',
    'Thoughts, Emotions and Decisions',
    'Educator preparation',
    'Family connection',
    'Try a sample lesson',
  ])
  expect(within(section).getByText(/prompts that connect the skill/)).toBeInTheDocument()
  expect(within(section).getAllByText('7 lessons')).toHaveLength(2)
  expect(within(section).getByRole('link', { name: 'See family resources' })).toHaveAttribute('href', '/family-supports')

  const lessons = within(within(section).getByRole('list', { name: 'Try a sample lesson' })).getAllByRole('article')
  expect(lessons).toHaveLength(2)
  expect(within(lessons[0]).getByText('Grade 6')).toBeInTheDocument()
  expect(within(lessons[0]).getByRole('heading', { level: 4, name: /Dealing with Setbacks/ })).toBeInTheDocument()
  const pdf = within(lessons[0]).getByRole('link', { name: /View Sample/ })
  expect(pdf).toHaveAttribute('href', '/files/grade-6-lesson-4.pdf')
  expect(pdf).toHaveAttribute('target', '_blank')
  expect(within(section).getByText('Managing Relationships and Social Conflict').tagName).toBe('STRONG')
})

it('shows only the parts that are filled', () => {
  render(<LessonOverview block={{ ...samples.textOnly, id: 't' }} context={context} />)
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Short', 'Predictable'])
  expect(screen.queryByRole('list')).not.toBeInTheDocument()
  expect(screen.queryByRole('article')).not.toBeInTheDocument()
})

it('spreads fewer than three lesson samples across the row when asked, and starts them at the left otherwise', () => {
  const { unmount } = render(<LessonOverview block={{ ...samples.middleSchool, id: 's' }} context={context} />)
  expect(screen.getByRole('list', { name: 'Try a sample lesson' })).toHaveClass('spread')
  unmount()
  render(<LessonOverview block={{ ...samples.middleSchool, spaceBetween: false, id: 'n' }} context={context} />)
  expect(screen.getByRole('list', { name: 'Try a sample lesson' })).not.toHaveClass('spread')
})
