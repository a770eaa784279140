import { render, screen } from '@testing-library/react'
import type { Payload } from 'payload'
import { expect, it } from 'vitest'

import { NavigationUsage } from './NavigationUsage'

const globals: Record<string, object> = {
  siteSettings: { searchSiteDomain: 'https://www.heartwiselearning.org' },
  header: { navigation: [{ label: 'Webinars', url: '/webinars' }, { label: 'Summer', page: 8, url: null }] },
  footer: { columns: [{ heading: 'Learn more', links: [{ label: 'Webinars', url: '/webinars' }] }], domains: { publicSite: 'https://www.heartwiselearning.org' } },
}
const payload = {
  config: { routes: { admin: '/admin' } },
  findGlobal: async ({ slug }: { slug: string }) => globals[slug],
  find: async () => ({ docs: [{ id: 3, path: '/webinars' }] }),
} as unknown as Payload

it('names each menu that links to the page, with a link to edit that menu', async () => {
  render(await NavigationUsage({ payload, id: 3, data: { path: '/webinars-renamed' } }))
  expect(screen.getByText(/Header menu: Webinars/)).toBeVisible()
  expect(screen.getByRole('link', { name: 'edit the header' })).toHaveAttribute('href', '/admin/globals/header')
  expect(screen.getByRole('link', { name: 'edit the footer' })).toHaveAttribute('href', '/admin/globals/footer')
})

it('names a menu link that chose the page, whatever its address', async () => {
  render(await NavigationUsage({ payload, id: 8, data: { path: '/summer-camp' } }))
  expect(screen.getByText(/Header menu: Summer/)).toBeVisible()
  expect(screen.queryByText(/Header menu: Webinars/)).toBeNull()
})

it('says when no menu links to the page', async () => {
  render(await NavigationUsage({ payload, id: 5, data: { path: '/summer-camp' } }))
  expect(screen.getByText('Not in the site navigation.')).toBeVisible()
})
