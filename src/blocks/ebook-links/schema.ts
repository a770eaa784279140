import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, imageField, imageSideField, markdownField, titleField } from '@/cms/fields/common'
import { listField, textAddressRow } from '@/cms/fields/lists'

export const ebookLinks: Block = {
  slug: 'ebookLinks',
  interfaceName: 'EbookLinksBlock',
  labels: { singular: 'E-book link group', plural: 'E-book link groups' },
  admin: { group: 'Text' },
  fields: [
    titleField({ description: 'Heading of the group, such as "Free e-books for families".' }),
    markdownField({ description: 'Optional markdown under the heading.' }),
    imageField({ name: 'coverImage', label: 'Cover image', description: 'Optional book cover beside the links.' }),
    listField({
      name: 'ebooks',
      label: 'E-books',
      singular: 'E-book',
      plural: 'E-books',
      description: 'One link per e-book. PDFs and other sites open in a new tab.',
      fields: [textAddressRow({ textName: 'title', textDescription: 'The e-book’s title, as the link text.', addressDescription: 'The e-book’s page on this site; for a PDF, enter its address instead.' })],
    }),
    imageSideField({ description: 'Left puts the cover before the links; Right reverses the order.' }),
    backgroundColorField(),
    anchorLinkField(),
  ],
}
