import { render, screen, within } from '@testing-library/react'
import type { Payload } from 'payload'
import { expect, it } from 'vitest'

import { EditorOverview } from './EditorOverview'

type Find = { collection: string; where?: unknown }

const payloadWith = (pages: object[], jobs: object[]) =>
  ({
    config: { routes: { admin: '/admin' } },
    find: async ({ collection }: Find) => ({ docs: collection === 'payload-jobs' ? jobs : pages }),
  }) as unknown as Payload

it('lists the pages edited last and the publications to come, each linking to its page', async () => {
  const pages = [
    { id: 4, title: 'Pricing', updatedAt: '2026-11-26T15:05:00.000Z' },
    { id: 9, title: 'Summer camp', updatedAt: '2026-11-25T10:00:00.000Z' },
  ]
  const jobs = [
    { id: 1, waitUntil: '2026-12-01T14:00:00.000Z', input: { type: 'publish', doc: { relationTo: 'pages', value: '9' } } },
    { id: 2, waitUntil: '2026-12-02T14:00:00.000Z', input: { type: 'unpublish', doc: { relationTo: 'pages', value: 4 } } },
  ]
  render(await EditorOverview({ payload: payloadWith(pages, jobs) }))

  const recent = within(screen.getByRole('region', { name: 'Recently edited pages' })).getAllByRole('listitem')
  expect(recent.map((item) => item.textContent)).toEqual(['Pricing, edited Nov 26, 2026, 10:05 AM EST', 'Summer camp, edited Nov 25, 2026, 5:00 AM EST'])
  expect(within(recent[0]).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/admin/collections/pages/4')

  const scheduled = within(screen.getByRole('region', { name: 'Scheduled publications' })).getAllByRole('listitem')
  expect(scheduled.map((item) => item.textContent)).toEqual(['Summer camp: publish on Dec 1, 2026, 9:00 AM EST', 'Pricing: unpublish on Dec 2, 2026, 9:00 AM EST'])
  expect(within(scheduled[0]).getByRole('link', { name: 'Summer camp' })).toHaveAttribute('href', '/admin/collections/pages/9')
})

it('says so in plain words when there are no pages and nothing is scheduled', async () => {
  render(await EditorOverview({ payload: payloadWith([], []) }))
  expect(screen.getByText('No pages yet. Create one under Pages.')).toBeVisible()
  expect(screen.getByText(/^Nothing is scheduled\./)).toBeVisible()
})

it('names a draft saved before it has a title, so its link still has words', async () => {
  const pages = [{ id: 46, title: '', updatedAt: '2026-11-26T15:05:00.000Z' }]
  const jobs = [{ id: 1, waitUntil: '2026-12-01T14:00:00.000Z', input: { type: 'publish', doc: { relationTo: 'pages', value: 46 } } }]
  render(await EditorOverview({ payload: payloadWith(pages, jobs) }))
  for (const region of ['Recently edited pages', 'Scheduled publications']) {
    expect(within(screen.getByRole('region', { name: region })).getByRole('link', { name: 'Untitled page (46)' })).toHaveAttribute(
      'href',
      '/admin/collections/pages/46',
    )
  }
})
