import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, titleField } from '@/cms/fields/common'
import { STAT_LABELS } from '@/lib/tables'

export const statsBlock: Block = {
  slug: 'statsBlock',
  interfaceName: 'StatsBlockBlock',
  labels: { singular: 'Stats block', plural: 'Stats blocks' },
  admin: { group: 'Tables and lists' },
  fields: [
    titleField({ required: false, description: 'Optional heading above the two figures.' }),
    {
      type: 'row',
      fields: [
        { name: 'totalAwarded', label: STAT_LABELS.totalAwarded, type: 'text', required: true, admin: { description: `The figure shown under "${STAT_LABELS.totalAwarded}" (for example "$4.2 million").` } },
        { name: 'schoolsServed', label: STAT_LABELS.schoolsServed, type: 'text', required: true, admin: { description: `The figure shown under "${STAT_LABELS.schoolsServed}" (for example "1,250").` } },
      ],
    },
    backgroundColorField({ defaultValue: 'gray' }),
    anchorLinkField(),
  ],
}
