import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, markdownField, titleField } from '@/cms/fields/common'

/** Every lesson sample by program, with a filter panel of programs and grades: the heart of the sample-lessons page. */
export const sampleLessons: Block = {
  slug: 'sampleLessons',
  interfaceName: 'SampleLessonsBlock',
  labels: { singular: 'Sample lessons with filters', plural: 'Sample lessons with filters' },
  admin: { group: 'Program content' },
  fields: [
    titleField({ required: false, description: 'Optional heading above the filters and samples.' }),
    markdownField({ description: 'Optional introduction. The samples themselves are edited under Content → Lesson samples.' }),
    backgroundColorField({ defaultValue: 'none' }),
    anchorLinkField(),
  ],
}
