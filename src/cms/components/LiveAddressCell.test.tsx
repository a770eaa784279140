import { render, screen } from '@testing-library/react'
import type { Payload } from 'payload'
import { expect, it } from 'vitest'

import { LiveAddressCell } from './LiveAddressCell'
import { ViewOnSite } from './ViewOnSite'

const payload = {
  findGlobal: async () => ({ searchSiteDomain: 'https://www.heartwiselearning.org' }),
  find: async () => ({ docs: [{ id: 3, path: '/webinars' }] }),
} as unknown as Payload

it('shows a published page’s public address and a link opening it on the site', async () => {
  render(await LiveAddressCell({ payload, rowData: { id: 3, title: 'Webinars' } }))
  expect(screen.getByText(/^https:\/\/www\.heartwiselearning\.org\/webinars/)).toBeVisible()
  expect(screen.getByRole('link', { name: 'View on site: Webinars (opens in a new tab)' })).toHaveAttribute('href', '/webinars')
})

it('says a page never published is not published, in the list and in its editor', async () => {
  render(await LiveAddressCell({ payload, rowData: { id: 4, title: 'Draft' } }))
  expect(screen.getByText('Not published')).toBeVisible()
  render(await ViewOnSite({ payload, id: 4 }))
  expect(screen.getByText(/^Not published: visitors cannot see this page yet\./)).toBeVisible()
  expect(screen.queryByRole('link')).toBeNull()
})

it('links to the published page from its editor', async () => {
  render(await ViewOnSite({ payload, id: 3 }))
  expect(screen.getByRole('link', { name: 'View on site (opens in a new tab)' })).toHaveAttribute('href', '/webinars')
})
