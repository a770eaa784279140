import type { CollectionConfig } from 'payload'

import { publicContent } from '@/cms/access'
import { imageField, markdownField } from '@/cms/fields/common'
import { linkAddressFields } from '@/cms/fields/link-address'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { sampleGroups } from './filters'

/** Sample lessons visitors can open, each under one program and grade: what the sample-lessons filters pick from. */
export const LessonSamples: CollectionConfig = {
  slug: 'lesson-samples',
  labels: { singular: 'Lesson sample', plural: 'Lesson samples' },
  access: publicContent,
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'filter', 'updatedAt'],
    description: 'Listed on the sample-lessons page under their program, and found by the filter of their program and grade.',
  },
  defaultSort: 'title',
  hooks: revalidateCollection('lesson-samples'),
  fields: [
    { name: 'title', type: 'text', required: true, admin: { description: 'The lesson, for example "Lesson 7: Calming Down Strong Feelings".' } },
    {
      name: 'filter',
      label: 'Program and grade',
      type: 'select',
      required: true,
      options: sampleGroups.flatMap((group) => group.filters.map(({ key, label }) => ({ label, value: key }))),
      admin: { description: 'The filter that finds this sample; it also decides the group it is listed in.' },
    },
    { name: 'grade', type: 'text', admin: { description: 'Shown above the title, such as "Grade 2". Empty: the grade of the filter.' } },
    markdownField({ name: 'description', label: 'Description', description: 'Optional: a sentence on what the lesson covers.' }),
    imageField({ description: 'Optional: a preview of the lesson.' }),
    {
      type: 'row',
      fields: [
        ...linkAddressFields({
          name: 'linkUrl',
          label: 'Sample',
          required: true,
          description: 'The page of this site with the sample. The link follows the page when its address changes.',
          addressDescription: 'For the sample PDF or another site; PDFs open in a new tab. Leave empty when you choose a page.',
        }),
        { name: 'linkText', label: 'Button text', type: 'text', defaultValue: 'View Sample', admin: { description: 'The words on the button.' } },
      ],
    },
  ],
}
