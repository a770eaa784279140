import type { CollectionConfig } from 'payload'

import { localMediaFolders } from '@/server/storage'
import { fileEndpoint } from '@/cms/file-endpoint'
import { publicContent } from '@/cms/access'
import { revalidateCollection } from '@/cms/hooks/revalidate'

/** Downloadable PDFs (guides, scope and sequence). Each is served at /files/<file name>. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: 'Document', plural: 'Documents' },
  access: publicContent,
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'filename', 'updatedAt'],
    description: 'PDFs to link to. Link to a document as /files/<file name>, for example /files/implementation-guide.pdf.',
  },
  hooks: revalidateCollection('documents'),
  fields: [{ name: 'title', type: 'text', required: true, admin: { description: 'What the document is, as editors find it.' } }],
  endpoints: [fileEndpoint],
  upload: {
    staticDir: localMediaFolders.documents,
    mimeTypes: ['application/pdf'],
  },
}
