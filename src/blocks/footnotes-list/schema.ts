import type { Block } from 'payload'

import { anchorLinkField, markdownField, titleField } from '@/cms/fields/common'
import { listField } from '@/cms/fields/lists'

export const footnotesList: Block = {
  slug: 'footnotesList',
  interfaceName: 'FootnotesListBlock',
  labels: { singular: 'Footnotes list', plural: 'Footnotes lists' },
  admin: { group: 'Text' },
  fields: [
    { ...titleField({ description: 'Heading above the notes.' }), defaultValue: 'Footnotes' },
    listField({
      name: 'footnotes',
      singular: 'Footnote',
      plural: 'Footnotes',
      description: 'Numbered in order from 1. Text elsewhere on the page links to a note with "#footnote-1", "#footnote-2"… (markdown: [1](#footnote-1)).',
      fields: [
        markdownField({ required: true, description: 'The note, in markdown.' }),
        {
          type: 'row',
          fields: [
            { name: 'sourceText', label: 'Source link text', type: 'text', admin: { description: 'Words of the source link; empty shows "Source".' } },
            { name: 'sourceUrl', label: 'Source address', type: 'text', admin: { description: 'Optional address of the source (study, article, PDF).' } },
          ],
        },
      ],
    }),
    anchorLinkField(),
  ],
}
