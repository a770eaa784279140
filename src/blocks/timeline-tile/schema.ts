import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField } from '@/cms/fields/common'
import { timelineFields } from '@/cms/fields/timeline'

export const timelineTile: Block = {
  slug: 'timelineTile',
  interfaceName: 'TimelineTileBlock',
  labels: { singular: 'Timeline tile', plural: 'Timeline tiles' },
  admin: { group: 'Cards' },
  fields: [...timelineFields(), backgroundColorField({ defaultValue: 'none' }), anchorLinkField()],
}
