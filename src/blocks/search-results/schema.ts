import type { Block } from 'payload'

import { titleField } from '@/cms/fields/common'

/** The site search page: a search box and the results of our own search over the published pages. */
export const searchResults: Block = {
  slug: 'searchResults',
  interfaceName: 'SearchResultsBlock',
  labels: { singular: 'Search results', plural: 'Search results' },
  admin: { group: 'Interactive' },
  fields: [
    { ...titleField({ description: 'The heading above the search box.' }), defaultValue: 'Search Results' },
    {
      name: 'label',
      label: 'Search box label',
      type: 'text',
      required: true,
      defaultValue: 'Search term',
      admin: { description: 'Names the search box for screen readers (not shown on the page).' },
    },
    {
      name: 'placeholder',
      label: 'Placeholder',
      type: 'text',
      required: true,
      defaultValue: 'Enter Search Term',
      admin: {
        description:
          'Shown in the empty search box. Visitors press Enter to search; the term goes into the address (#q=term) so the results can be shared.',
      },
    },
  ],
}
