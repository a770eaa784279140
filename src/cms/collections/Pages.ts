import type { CollectionConfig } from 'payload'

import { blockSlugs } from '@/blocks/schemas'
import { normalizeRoute, validateRoute } from '@/lib/paths'
import { previewUrl } from '@/server/preview'
import { signedIn, signedInOrPublished } from '@/cms/access'
import { seoV1, seoV2 } from '@/cms/fields/seo'
import { revalidatePages } from '@/cms/hooks/revalidate'
import { stopBrokenLinksOnPublish } from '@/cms/content-checks/endpoint'
import { scheduleEndpoints } from '@/cms/schedules'

export const Pages: CollectionConfig = {
  slug: 'pages',
  access: { read: signedInOrPublished, create: signedIn, update: signedIn, delete: signedIn },
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    components: { edit: { PublishButton: '/cms/components/PublishButton#PublishButton' } },
    defaultColumns: ['title', 'path', 'liveAddress', '_status', 'updatedAt'],
    livePreview: { url: ({ data }) => previewUrl(data?.path) },
    preview: (data) => previewUrl(data?.path as string | undefined),
  },
  defaultSort: 'path',
  endpoints: scheduleEndpoints,
  // A link to a page carries only what it needs, not the page's sections.
  defaultPopulate: { path: true, title: true },
  versions: {
    drafts: { autosave: { interval: 375 }, schedulePublish: true },
    maxPerDoc: 50,
  },
  hooks: {
    beforeChange: [stopBrokenLinksOnPublish],
    afterChange: revalidatePages.afterChange,
    afterDelete: revalidatePages.afterDelete,
  },
  fields: [
    // The content checks' summary: what to look at before publishing (src/cms/content-checks).
    { name: 'contentChecks', type: 'ui', admin: { disableBulkEdit: true, disableListColumn: true, components: { Field: '/cms/content-checks/ContentChecks#ContentChecks' } } },
    { name: 'title', type: 'text', required: true, admin: { description: 'Names the page in the CMS, the browser tab and search results.' } },
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      // Runs on publish (drafts are saved unvalidated), so a new draft may still lack its address.
      validate: (value: unknown) =>
        typeof value === 'string' && value.trim() ? validateRoute(value) : 'Enter the page address, for example /webinars (or / for the homepage).',
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' && value.trim() ? normalizeRoute(value) : null)] },
      admin: {
        position: 'sidebar',
        description: 'Address of the page: / for the homepage, or levels such as elementary-school-curriculum/digital-program.',
      },
    },
    {
      // The public address in the list's column and the editor's sidebar; no stored value.
      name: 'liveAddress',
      label: 'Live address',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/cms/components/ViewOnSite#ViewOnSite', Cell: '/cms/components/LiveAddressCell#LiveAddressCell' },
      },
    },
    {
      name: 'navigationUsage',
      label: 'Used in navigation',
      type: 'ui',
      admin: { position: 'sidebar', disableListColumn: true, components: { Field: '/cms/components/NavigationUsage#NavigationUsage' } },
    },
    {
      name: 'space',
      type: 'text',
      admin: {
        position: 'sidebar',
        description: 'Content space the page belongs to (for example Webinars), shown to reviewers. Empty uses the site setting.',
      },
    },
    {
      name: 'displayTitle',
      label: 'Show the title as the page heading',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Leave off when the first section (a hero) carries the heading.' },
    },
    { name: 'theme', type: 'relationship', relationTo: 'themes', admin: { position: 'sidebar' } },
    { name: 'fullWidth', label: 'Full width', type: 'checkbox', admin: { position: 'sidebar', description: 'Sections span the whole window.' } },
    { name: 'selaFont', label: 'SEL for Adults font', type: 'checkbox', admin: { position: 'sidebar', description: 'Use the adult-program typeface.' } },
    {
      name: 'twoColumnLayout',
      label: 'Two columns',
      type: 'select',
      defaultValue: 'False',
      options: [
        { label: 'One column', value: 'False' },
        { label: 'Two columns, second grey', value: 'True' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Sections',
          fields: [{ name: 'sections', type: 'blocks', blocks: [], blockReferences: blockSlugs }],
        },
        {
          label: 'Right column',
          description: 'Shown beside the sections, on grey, when the page has two columns.',
          fields: [{ name: 'sectionsRight', label: 'Right column sections', type: 'blocks', blocks: [], blockReferences: blockSlugs }],
        },
        { label: 'SEO', fields: [seoV1] },
        { label: 'SEO (v2)', fields: [seoV2] },
      ],
    },
  ],
}
