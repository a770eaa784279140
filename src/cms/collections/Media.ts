import type { CollectionConfig } from 'payload'

import { localMediaFolders } from '@/server/storage'
import { fileEndpoint } from '@/cms/file-endpoint'
import { editorsOnly, publicContent } from '@/cms/access'
import { revalidateCollection } from '@/cms/hooks/revalidate'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Images' },
  access: publicContent,
  admin: { useAsTitle: 'alt', group: 'Content' },
  // Pages show images with their alternative text: editing an image updates them.
  hooks: revalidateCollection('media'),
  fields: [
    {
      name: 'alt',
      label: 'Alternative text',
      type: 'text',
      required: true,
      admin: { description: 'Describes the image for people who cannot see it. Required.' },
    },
    { name: 'title', type: 'text', admin: { description: 'Optional title shown on hover.' } },
    { name: 'description', type: 'textarea', access: { read: editorsOnly }, admin: { description: 'Internal note about the image, shown to editors only.' } },
  ],
  endpoints: [fileEndpoint],
  upload: {
    staticDir: localMediaFolders.media,
    mimeTypes: ['image/*'],
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 400 },
      { name: 'tablet', width: 1024 },
      { name: 'desktop', width: 1920 },
    ],
  },
}
