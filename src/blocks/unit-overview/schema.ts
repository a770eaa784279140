import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, markdownField } from '@/cms/fields/common'
import { unitsField } from '@/cms/fields/units'

export const unitOverview: Block = {
  slug: 'unitOverview',
  interfaceName: 'UnitOverviewBlock',
  labels: { singular: 'Unit overview', plural: 'Unit overviews' },
  admin: { group: 'Program content' },
  fields: [
    {
      name: 'sectionTitle',
      label: 'Section title',
      type: 'text',
      admin: { description: 'Heading above the units, for example "Grade 3 units". On the first section of a page it is the page heading.' },
    },
    markdownField({ description: 'Optional introduction under the title. Markdown.' }),
    unitsField({ name: 'units', required: true }),
    backgroundColorField(),
    anchorLinkField(),
  ],
}
