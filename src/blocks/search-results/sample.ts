import type { SearchResultsBlock } from '@/payload-types'

export const samples = {
  searchPage: {
    blockType: 'searchResults',
    title: 'Search Results',
    label: 'Search term',
    placeholder: 'Enter Search Term',
  },
} satisfies Record<string, Omit<SearchResultsBlock, 'id'>>
