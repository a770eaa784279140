import { samples as searchResultsSamples } from '@/blocks/search-results/sample'
import type { SeedPage } from '@/seed/helpers'

export const search: SeedPage = {
  title: 'Search Results',
  path: '/search',
  seo: { description: 'Search the site and curriculum resources.', robots: ['noindex', 'follow'] },
  sections: [searchResultsSamples.searchPage],
}
