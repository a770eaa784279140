import type { BlogFeedBlock } from '@/payload-types'

export const samples = {
  latestThree: {
    blockType: 'blogFeed',
    title: 'From our blog',
    maxItems: 3,
    showDate: true,
    showCategories: false,
    viewAllText: 'View All',
    variant: 'list',
    backgroundColor: 'none',
  },
  filteredFooter: {
    blockType: 'blogFeed',
    title: 'Schoolwide practices on the blog',
    maxItems: 3,
    categories: ['Schoolwide-Practices', 'Educator-Well-Being'],
    showDate: false,
    showCategories: true,
    viewAllText: 'View All',
    variant: 'footer',
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<BlogFeedBlock, 'id'>>
