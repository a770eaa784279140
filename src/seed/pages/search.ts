import { text, type SeedPage } from '@/seed/helpers'

export const search: SeedPage = {
  title: 'Search Results',
  path: '/search',
  displayTitle: true,
  seo: { description: 'Search the site and curriculum resources.', robots: ['noindex', 'follow'] },
  sections: [text('', 'No search has been made.')],
}
