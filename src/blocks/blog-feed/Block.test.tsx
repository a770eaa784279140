import { render, screen, within } from '@testing-library/react'
import { beforeEach, expect, it, vi } from 'vitest'

import BlogFeed from './Block'
import type { BlogFeed as Feed } from './data'
import type { FeedPost } from './feed'
import { samples } from './sample'

const current = vi.hoisted(() => ({ feed: { posts: [], feedUrl: null, viewAllUrl: null } as Feed }))
vi.mock('./data', () => ({ getBlogFeed: async () => current.feed }))

const FEED = 'https://blog.heartwiselearning.org/feed/'
const BLOG = 'https://blog.heartwiselearning.org'

const post = (title: string, published: string | null, categories: string[] = []): FeedPost => ({
  title,
  link: `${BLOG}/2026/${title.toLowerCase().replace(/\W+/g, '-')}/`,
  published,
  categories,
})

const posts = [
  post('Educator Well-Being: Small Habits That Prevent Burnout', '2026-11-17T14:00:00.000Z', ['Educator Well Being', 'Schoolwide Practices']),
  post('Talking With Teens About Stress & Sleep', '2026-11-03T16:45:00.000Z', ['High School']),
  post('Advisory Periods That Build Belonging', null, ['High School', 'Schoolwide Practices']),
]

beforeEach(() => {
  current.feed = { posts, feedUrl: FEED, viewAllUrl: BLOG }
})

const context = { headingLevel: 2, imageLoading: 'lazy' } as const

it('lists the posts as links under the title, with their dates, and View All to the blog', async () => {
  render(await BlogFeed({ block: { ...samples.latestThree, id: 'b1' }, context }))
  const section = screen.getByRole('region', { name: 'From our blog' })
  const items = within(within(section).getByRole('list')).getAllByRole('listitem')
  expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(posts.map((p) => p.title))
  expect(within(items[0]).getByRole('link')).toHaveAttribute('href', posts[0].link)
  expect(within(items[0]).getByText('November 17, 2026')).toHaveAttribute('datetime', '2026-11-17T14:00:00.000Z')
  // A post without a date shows its title alone; categories are off in this list.
  expect(items[2].textContent).toBe(posts[2].title)
  expect(screen.queryByText(/High School/)).not.toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', BLOG)
  expect(screen.queryByRole('link', { name: 'View More' })).not.toBeInTheDocument()
})

it('in the footer style shows categories, and View More to the feed besides View All', async () => {
  render(await BlogFeed({ block: { ...samples.filteredFooter, id: 'b2' }, context }))
  const items = screen.getAllByRole('listitem')
  expect(within(items[0]).getByText('Educator Well Being, Schoolwide Practices')).toBeInTheDocument()
  expect(within(items[0]).queryByText('November 17, 2026')).not.toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', BLOG)
  expect(screen.getByRole('link', { name: 'View More' })).toHaveAttribute('href', FEED)
})

it('shows only the View All link, in the editor’s words, when the feed could not be read', async () => {
  current.feed = { posts: [], feedUrl: null, viewAllUrl: `${BLOG}/category/high-school` }
  for (const block of [samples.latestThree, { ...samples.filteredFooter, viewAllText: 'All high school posts' }]) {
    const { unmount } = render(await BlogFeed({ block: { ...block, id: 'b3' }, context }))
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
    expect(screen.getAllByRole('link')).toHaveLength(1)
    expect(screen.getByRole('link')).toHaveAttribute('href', `${BLOG}/category/high-school`)
    expect(screen.getByRole('link')).toHaveTextContent(block.viewAllText)
    unmount()
  }
})

it('has a heading only when given a title', async () => {
  render(await BlogFeed({ block: { ...samples.latestThree, title: '  ', id: 'b4' }, context }))
  expect(screen.queryByRole('heading')).not.toBeInTheDocument()
  expect(screen.getAllByRole('link')).toHaveLength(4)
})
