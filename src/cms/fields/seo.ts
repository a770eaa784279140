import type { Field, TextField } from 'payload'

import { robotsDirectives, twitterCardTypes } from '@/lib/seo-choices'
import { withCheckWarning } from '@/cms/content-checks/field-warning'

/** A one-line text field of an SEO set. */
const textField = ({ name, label, description }: { name: string; label: string; description?: string }): TextField => ({
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
    textField({ name: 'title', label: 'Meta title', description: 'Shown in the browser tab and search results. Defaults to the page title.' }),
    withCheckWarning({ name: 'description', label: 'Meta description', type: 'textarea' }, 'seo-description'),
    textField({ name: 'canonicalUrl', label: 'Canonical path', description: 'Path of the preferred address, for example /webinars. Prefixed with the search-site domain.' }),
    {
      type: 'row',
      fields: [
        textField({ name: 'alternateUrl', label: 'Alternate address', description: 'Address of this page in another language.' }),
        textField({ name: 'alternateHrefLang', label: 'Alternate language', description: 'Language code of the alternate address, for example es.' }),
      ],
    },
    {
      name: 'robots',
      label: 'Robots',
      type: 'select',
      hasMany: true,
      options: [...robotsDirectives],
      admin: { description: 'Instructions for search engines. Empty means index, follow.' },
    },
    textField({ name: 'titleSocial', label: 'Social title' }),
    { name: 'descriptionSocial', label: 'Social description', type: 'textarea' },
    { name: 'image', label: 'Social image', type: 'upload', relationTo: 'media' },
    textField({ name: 'type', label: 'Open Graph type', description: 'website or article' }),
    textField({ name: 'url', label: 'Open Graph address' }),
    textField({ name: 'locale', label: 'Locale', description: 'For example en_US.' }),
    {
      name: 'card',
      label: 'Twitter card',
      type: 'select',
      options: [...twitterCardTypes],
    },
    textField({ name: 'creator', label: 'Twitter creator', description: 'Handle such as @example.' }),
  ],
}

/** The second SEO field set; when any of its texts is filled the page uses it instead of the first. */
export const seoV2: Field = {
  name: 'seoV2',
  label: 'SEO (v2)',
  type: 'group',
  fields: [
    withCheckWarning({ name: 'metaDescription', label: 'Meta description', type: 'textarea' }, 'seo-description'),
    {
      type: 'row',
      fields: [
        { name: 'metaRobotsIndex', label: 'Let search engines index this page', type: 'checkbox', defaultValue: true },
        { name: 'metaRobotsFollow', label: 'Let search engines follow its links', type: 'checkbox', defaultValue: true },
      ],
    },
    textField({ name: 'canonicalUrl', label: 'Canonical path', description: 'Prefixed with the search-site domain.' }),
    textField({ name: 'socialTitle', label: 'Social title' }),
    { name: 'socialDescription', label: 'Social description', type: 'textarea' },
    { name: 'socialImage', label: 'Social image', type: 'upload', relationTo: 'media' },
    textField({ name: 'socialSiteName', label: 'Social site name' }),
    { name: 'twitterCard', label: 'Twitter card', type: 'select', options: [...twitterCardTypes] },
    textField({ name: 'twitterCreator', label: 'Twitter creator' }),
  ],
}
