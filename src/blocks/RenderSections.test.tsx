import { render, screen } from '@testing-library/react'
import { expect, it, vi } from 'vitest'

import { RenderSections } from './RenderSections'

it('renders registered sections and logs the exact error for an unknown one', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  const sections = [
    { id: 'a1', blockType: 'markdownSection', title: 'Before', text: 'First section' },
    { id: 'legacy-42', blockType: 'retiredCarousel' },
    { id: 'b2', blockType: 'markdownSection', title: 'After', text: 'Last section' },
  ]
  render(await RenderSections({ sections, pageHeadingTaken: true }))
  expect(screen.getByRole('heading', { name: 'Before' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'After' })).toBeInTheDocument()
  expect(error).toHaveBeenCalledWith('No Section found for model with id legacy-42')
  error.mockRestore()
})

it('gives the page heading (h1) to the first section unless the page shows its title', async () => {
  const sections = [{ id: 'h', blockType: 'centeredHero', title: 'Welcome' }]
  const { unmount } = render(await RenderSections({ sections, pageHeadingTaken: false }))
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument()
  unmount()
  render(await RenderSections({ sections, pageHeadingTaken: true }))
  expect(screen.getByRole('heading', { level: 2, name: 'Welcome' })).toBeInTheDocument()
})
