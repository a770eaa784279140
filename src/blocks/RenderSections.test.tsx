import { render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'

import { FAILED_SECTION_MARK } from '@/server/failed-sections.mjs'
import { samples as blogFeeds } from './blog-feed/sample'
import { samples as heroBanners } from './hero-banner/sample'
import { findBlock } from './registry'
import { MainColumn, RenderSections } from './RenderSections'

// The blog feed's read fails (its block shows what it has otherwise; here the read itself throws).
vi.mock('./blog-feed/data', () => ({ getBlogFeed: () => Promise.reject(new Error('feed unreachable')) }))

afterEach(() => vi.restoreAllMocks())

/** Errors the renderer logs, kept out of the test output and available to assert on. */
const silenceErrors = () => vi.spyOn(console, 'error').mockImplementation(() => {})
/** The marks of failed sections in the rendered document. */
const failureMarks = () => document.querySelectorAll(`meta[name="${FAILED_SECTION_MARK}"]`)

it('renders registered sections and logs the exact error for an unknown one', async () => {
  const error = silenceErrors()
  const sections = [
    { id: 'a1', blockType: 'markdownSection', title: 'Before', text: 'First section' },
    { id: 'legacy-42', blockType: 'retiredCarousel' },
    { id: 'b2', blockType: 'markdownSection', title: 'After', text: 'Last section' },
  ]
  render(await RenderSections({ sections, ownsHeading: false, mainColumn: true }))
  expect(screen.getByRole('heading', { name: 'Before' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'After' })).toBeInTheDocument()
  expect(error).toHaveBeenCalledWith('No Section found for model with id legacy-42')
})

it('leaves out a section whose render fails, logs why, marks the page to keep it out of caches, and renders the others', async () => {
  const error = silenceErrors()
  const entry = findBlock('markdownSection')!
  const original = entry.render
  vi.spyOn(entry, 'render').mockImplementation((block, context) =>
    block.id === 'broken' ? Promise.reject(new Error('stored text is unreadable')) : original(block, context),
  )
  const sections = [
    { id: 'a1', blockType: 'markdownSection', title: 'Before', text: 'First section' },
    { id: 'broken', blockType: 'markdownSection', title: 'Broken', text: 'Never shown' },
    { id: 'b2', blockType: 'markdownSection', title: 'After', text: 'Last section' },
  ]
  const { container } = render(await RenderSections({ sections, ownsHeading: false, mainColumn: true }))
  expect(screen.getByRole('heading', { name: 'Before' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'After' })).toBeInTheDocument()
  expect(container).not.toHaveTextContent('Never shown')
  expect(error).toHaveBeenCalledWith('Section broken failed to render: stored text is unreadable')
  expect(failureMarks()).toHaveLength(1)
})

it('catches a failed data read of a section that reads data (an async block) as that section failing', async () => {
  const error = silenceErrors()
  const feed = findBlock('blogFeed')!
  const sections = [
    { id: 'a1', blockType: 'markdownSection', title: 'Before', text: 'First section' },
    { id: 'feed', ...blogFeeds.latestThree },
  ]
  const failing = vi.spyOn(feed, 'render')
  render(await RenderSections({ sections, ownsHeading: false, mainColumn: true }))
  expect(screen.getByRole('heading', { name: 'Before' })).toBeInTheDocument()
  await expect(failing.mock.results[0].value).rejects.toThrow('feed unreachable')
  expect(error).toHaveBeenCalledWith('Section feed failed to render: feed unreachable')
  expect(failureMarks()).toHaveLength(1)
})

it('answers with an error, not an empty page, when no section of the page could render', async () => {
  silenceErrors()
  const entry = findBlock('markdownSection')!
  vi.spyOn(entry, 'render').mockRejectedValue(new Error('stored text is unreadable'))
  const sections = [{ id: 'broken', blockType: 'markdownSection', title: 'Broken', text: 'Never shown' }]
  await expect(MainColumn({ title: 'Pricing', displayTitle: false, sections })).rejects.toThrow('No section of the page "Pricing" could render.')
})

const hero = { id: 'h', blockType: 'centeredHero', title: 'Welcome' }
const spacer = { id: 's', blockType: 'spacer', size: 'medium' }

it('gives the h1 to a first section with a title', async () => {
  render(await MainColumn({ title: 'Home', displayTitle: false, sections: [hero] }))
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Welcome'])
})

it('gives the h1 to the shown page title, and level 2 to the first section', async () => {
  render(await MainColumn({ title: 'Home', displayTitle: true, sections: [hero] }))
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Home'])
  expect(screen.getByRole('heading', { level: 2, name: 'Welcome' })).toBeInTheDocument()
})

it('gives the h1 to a hidden page title when the first section has no title', async () => {
  render(await MainColumn({ title: 'Home', displayTitle: false, sections: [spacer, hero] }))
  const [h1] = screen.getAllByRole('heading', { level: 1 })
  expect(h1).toHaveTextContent('Home')
  expect(h1).toHaveClass('visually-hidden')
  expect(screen.getByRole('heading', { level: 2, name: 'Welcome' })).toBeInTheDocument()
})

it('gives an empty page its h1 too', async () => {
  render(await MainColumn({ title: 'Coming soon', displayTitle: false, sections: [] }))
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
})

it('preloads the pictures of the first section, loads the second one\'s with the page, and the rest when scrolled near', async () => {
  const banners = [1, 2, 3].map((n) => ({ ...heroBanners.withLanguageNote, id: `banner-${n}` }))
  const { container } = render(await MainColumn({ title: 'Banners', displayTitle: true, sections: banners }))
  const pictures = [...container.querySelectorAll('picture img')]
  expect(pictures.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
    ['eager', 'high'],
    ['eager', null],
    ['lazy', null],
  ])
})

it('marks each section with its block type on the block gallery only', async () => {
  const sections = [hero, { id: 'm', blockType: 'markdownSection', title: 'Notes', text: 'Some text' }]
  const gallery = render(await MainColumn({ title: 'Gallery', displayTitle: true, sections, markBlocks: true }))
  expect([...gallery.container.querySelectorAll('[data-block]')].map((node) => node.getAttribute('data-block'))).toEqual(['centeredHero', 'markdownSection'])
  expect(gallery.container.querySelector('[data-block="markdownSection"]')).toHaveTextContent('Some text')
  gallery.unmount()
  const page = render(await MainColumn({ title: 'Page', displayTitle: true, sections }))
  expect(page.container.querySelector('[data-block]')).toBeNull()
})
