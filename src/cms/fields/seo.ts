import type { Field } from 'payload'

const text = (name: string, label: string, description?: string): Field => ({
  name,
  label,
  type: 'text',
  ...(description ? { admin: { description } } : {}),
})

/** The first SEO field set. Used when the v2 set is empty. */
export const seoV1: Field = {
  name: 'seo',
  label: 'SEO',
  type: 'group',
  admin: { description: 'Search and social sharing. Leave empty to use the v2 fields or the page title.' },
  fields: [
    text('title', 'Meta title', 'Shown in the browser tab and search results. Defaults to the page title.'),
    { name: 'description', label: 'Meta description', type: 'textarea' },
    text('canonicalUrl', 'Canonical path', 'Path of the preferred address, for example /webinars. Prefixed with the search-site domain.'),
    {
      type: 'row',
      fields: [
        text('alternateUrl', 'Alternate address', 'Address of this page in another language.'),
        text('alternateHrefLang', 'Alternate language', 'Language code of the alternate address, for example es.'),
      ],
    },
    {
      name: 'robots',
      label: 'Robots',
      type: 'select',
      hasMany: true,
      options: ['index', 'noindex', 'follow', 'nofollow', 'noarchive', 'nosnippet'],
      admin: { description: 'Instructions for search engines. Empty means index, follow.' },
    },
    text('titleSocial', 'Social title'),
    { name: 'descriptionSocial', label: 'Social description', type: 'textarea' },
    { name: 'image', label: 'Social image', type: 'upload', relationTo: 'media' },
    text('type', 'Open Graph type', 'website or article'),
    text('url', 'Open Graph address'),
    text('locale', 'Locale', 'For example en_US.'),
    {
      name: 'card',
      label: 'Twitter card',
      type: 'select',
      options: ['summary', 'summary_large_image'],
    },
    text('creator', 'Twitter creator', 'Handle such as @example.'),
  ],
}

/** The second SEO field set; when any of its texts is filled the page uses it instead of the first. */
export const seoV2: Field = {
  name: 'seoV2',
  label: 'SEO (v2)',
  type: 'group',
  fields: [
    { name: 'metaDescription', label: 'Meta description', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'metaRobotsIndex', label: 'Let search engines index this page', type: 'checkbox', defaultValue: true },
        { name: 'metaRobotsFollow', label: 'Let search engines follow its links', type: 'checkbox', defaultValue: true },
      ],
    },
    text('canonicalUrl', 'Canonical path', 'Prefixed with the search-site domain.'),
    text('socialTitle', 'Social title'),
    { name: 'socialDescription', label: 'Social description', type: 'textarea' },
    { name: 'socialImage', label: 'Social image', type: 'upload', relationTo: 'media' },
    text('socialSiteName', 'Social site name'),
    { name: 'twitterCard', label: 'Twitter card', type: 'select', options: ['summary', 'summary_large_image'] },
    text('twitterCreator', 'Twitter creator'),
  ],
}
