import { render, screen } from '@testing-library/react'
import { beforeEach, expect, it, vi } from 'vitest'

import type { Notification } from '@/payload-types'
import NotificationsList from './Block'
import { samples } from './sample'

const current = vi.hoisted(() => ({ list: [] as Notification[] }))
vi.mock('@/features/notifications/data', () => ({ getCurrentNotifications: async () => current.list }))

const notice = (id: number, pageHeader: string, postedDate?: string): Notification => ({
  id,
  pageHeader,
  pageDescription: `Details about **${pageHeader.toLowerCase()}**.`,
  active: true,
  startDate: '2026-01-01T00:00:00.000Z',
  endDate: '2027-01-01T00:00:00.000Z',
  postedDate,
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
})

beforeEach(() => {
  current.list = []
})

const context = { headingLevel: 2, imageLoading: 'lazy' } as const

it('lists the current notifications under the title, with their posted dates', async () => {
  current.list = [notice(1, 'Scheduled maintenance', '2026-03-02T15:00:00.000Z'), notice(2, 'New lessons')]
  render(await NotificationsList({ block: { ...samples.titled, id: 'n1' }, context }))
  expect(screen.getByRole('heading', { level: 2, name: 'Current notifications' })).toBeInTheDocument()
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Scheduled maintenance', 'New lessons'])
  const posted = screen.getByText('Monday, March 2, 2026')
  expect(posted.tagName).toBe('TIME')
  expect(posted.parentElement).toHaveTextContent('Posted Monday, March 2, 2026')
  expect(screen.getByText('scheduled maintenance', { selector: 'strong' })).toBeInTheDocument()
})

it("says so when there are none, in the product's words", async () => {
  render(await NotificationsList({ block: { ...samples.untitled, id: 'n2' }, context }))
  expect(screen.getByText('There are currently no notifications')).toBeInTheDocument()
})
