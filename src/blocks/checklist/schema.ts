import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, markdownField, titleField } from '@/cms/fields/common'
import { choiceField, listField } from '@/cms/fields/lists'
import { checklistMarkOptions } from '@/lib/tables'

export const checklist: Block = {
  slug: 'checklist',
  interfaceName: 'ChecklistBlock',
  labels: { singular: 'Checklist', plural: 'Checklists' },
  admin: { group: 'Tables and lists' },
  fields: [
    titleField({ required: false, description: 'Optional heading above the list.' }),
    markdownField({ label: 'Intro text', description: 'Optional Markdown text above the list.' }),
    listField({
      name: 'items',
      singular: 'Item',
      plural: 'Items',
      description: 'The list, top to bottom: each item with a green check or a red cross.',
      fields: [
        { name: 'text', type: 'text', required: true, admin: { description: 'The item.' } },
        choiceField({ name: 'mark', label: 'Mark', options: checklistMarkOptions, defaultValue: 'positive', description: 'A green check (yes) or a red cross (no).' }),
      ],
    }),
    backgroundColorField(),
    anchorLinkField(),
  ],
}
