import type { Block, Field } from 'payload'

import { anchorLinkField, backgroundColorField, imageField, linkFields, markdownField, subtitleField, titleField } from '@/cms/fields/common'
import { linkAddressFields } from '@/cms/fields/link-address'
import { unitsField } from '@/cms/fields/units'

/** One of the three titled texts of the overview (a title and its markdown). */
const part = (titleName: string, textName: string, which: string): Field[] => [
  { name: titleName, label: `${which} title`, type: 'text', admin: { description: `Heading of the ${which.toLowerCase()} text, for example "How a lesson works".` } },
  markdownField({ name: textName, label: `${which} text`, description: 'Markdown. Shown under its title, in a column beside the other two.' }),
]

export const lessonOverview: Block = {
  slug: 'lessonOverview',
  interfaceName: 'LessonOverviewBlock',
  labels: { singular: 'Lesson overview', plural: 'Lesson overviews' },
  admin: { group: 'Program content' },
  fields: [
    titleField({ description: 'For example "Inside a lesson".' }),
    markdownField({ description: 'Optional introduction. Markdown.' }),
    ...part('primaryTitle', 'primaryText', 'First'),
    ...part('title2', 'secondaryText', 'Second'),
    ...part('title3', 'tertiaryText', 'Third'),
    unitsField(),
    {
      name: 'cards',
      type: 'array',
      labels: { singular: 'Card', plural: 'Cards' },
      admin: { description: 'Optional cards after the units, for example the parts of a lesson.' },
      fields: [
        { name: 'title', type: 'text', required: true, admin: { description: 'The card heading.' } },
        subtitleField(),
        markdownField(),
        imageField(),
        ...linkFields({ label: 'Button' }),
      ],
    },
    {
      name: 'lessonSamplesTitle',
      label: 'Lesson samples title',
      type: 'text',
      defaultValue: 'Try a sample lesson',
      admin: { description: 'Heading above the lesson samples.' },
    },
    {
      name: 'lessonSamples',
      label: 'Lesson samples',
      type: 'array',
      labels: { singular: 'Lesson sample', plural: 'Lesson samples' },
      admin: { description: 'Sample lessons visitors can open: a PDF or a page.' },
      fields: [
        { name: 'title', type: 'text', required: true, admin: { description: 'The lesson, for example "Lesson 7: Calming Down Strong Feelings".' } },
        { name: 'grade', type: 'text', admin: { description: 'Shown above the title, for example "Grade 2".' } },
        imageField({ description: 'A preview of the lesson.' }),
        {
          type: 'row',
          fields: [
            ...linkAddressFields({
              name: 'linkUrl',
              label: 'Sample',
              description: 'The page of the sample; for a sample PDF, enter its address instead (PDFs open in a new tab).',
              required: true,
            }),
            { name: 'linkText', label: 'Button text', type: 'text', defaultValue: 'View Sample', admin: { description: 'The words on the button.' } },
          ],
        },
      ],
    },
    {
      name: 'spaceBetween',
      label: 'Spread the lesson samples',
      type: 'checkbox',
      admin: { description: 'With fewer than three samples, spread them across the row (first at the left, last at the right) instead of starting at the left.' },
    },
    markdownField({
      name: 'additionalUnit',
      label: 'Additional unit note',
      description: 'Optional note about an extra unit, shown at the end, for example a bullying prevention unit. Markdown.',
    }),
    backgroundColorField(),
    anchorLinkField(),
  ],
}
