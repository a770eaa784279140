import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import WhatsIncluded from './Block'
import { samples } from './sample'

it('shows what the kit holds, the units under their own title and the description banners', () => {
  render(<WhatsIncluded block={{ ...samples.classroomKit, id: 'w' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const section = screen.getByRole('region', { name: "What's in the kit" })
  expect(within(section).getByText(/arrives ready to teach/)).toBeInTheDocument()
  expect(within(section).getByRole('heading', { level: 3, name: 'Four units in every grade' })).toBeInTheDocument()
  const units = within(section).getByRole('list', { name: 'Four units in every grade' })
  expect(within(units).getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([
    'Skills for Learning',
    'Empathy',
    'Emotion Management',
    'Problem-Solving',
  ])
  expect(within(units).getAllByText('7 lessons')).toHaveLength(2)
  const banner = within(section).getByRole('heading', { level: 3, name: 'Lesson cards you can teach from on day one' })
  expect(within(banner).getByRole('link')).toHaveAttribute('href', '/sample-lessons')
  expect(within(section).getByRole('heading', { level: 3, name: 'Practice that continues at home' })).toBeInTheDocument()
  expect(within(section).getByRole('img', { name: /teacher kneeling/ })).toBeInTheDocument()
})

it('needs only its title and text', () => {
  render(<WhatsIncluded block={{ ...samples.textOnly, id: 't' }} context={{ headingLevel: 1, imageLoading: 'preload' }} />)
  expect(screen.getByRole('heading', { level: 1, name: 'Included with every license' })).toBeInTheDocument()
  expect(screen.queryByRole('list')).not.toBeInTheDocument()
})
