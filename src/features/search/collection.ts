import type { CollectionConfig } from 'payload'

export const SEARCH_INDEX = 'search-index'

const nobody = () => false

/**
 * One row per published page with the words site search finds it by, written only by the Pages hooks (see
 * ./sync). Nobody reads or edits it through the admin or the APIs: the site reads it with overrideAccess.
 */
export const SearchIndex: CollectionConfig = {
  slug: SEARCH_INDEX,
  labels: { singular: 'Search index entry', plural: 'Search index' },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  admin: { hidden: true, useAsTitle: 'title' },
  fields: [
    { name: 'pageId', type: 'text', required: true, unique: true, index: true, admin: { description: 'The page this row describes.' } },
    { name: 'path', type: 'text', required: true },
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea', admin: { description: 'The visible words of its sections; empty for a page of pictures only.' } },
  ],
}
