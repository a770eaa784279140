import { fireEvent, render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import TutorialVideo from './Block'
import { samples } from './sample'

it('shows the steps beside the hosted player, which loads only when played', () => {
  const { container } = render(<TutorialVideo block={{ ...samples.joining, id: 't' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getByRole('heading', { level: 2, name: 'Joining a live webinar' })).toBeInTheDocument()
  expect(screen.getByText(/Register with your school email address/)).toBeInTheDocument()
  expect(container.querySelector('iframe')).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: 'Play video: Joining a live webinar' }))
  const src = new URL(screen.getByTitle('Joining a live webinar').getAttribute('src')!)
  expect(src.searchParams.get('channelId')).toBe('heartwise-tutorials')
  expect(src.searchParams.get('mediaId')).toBe('join-a-webinar')
})
