import type { SeedPage } from '@/seed/helpers'

export const search: SeedPage = {
  title: 'Search Results',
  path: '/search',
  seo: { description: 'Search the site and curriculum resources.', robots: ['noindex', 'follow'] },
  sections: [{ blockType: 'searchResults', title: 'Search Results', label: 'Search term', placeholder: 'Enter Search Term' }],
}
