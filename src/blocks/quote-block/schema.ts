import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField } from '@/cms/fields/common'
import { quoteFields } from '@/cms/fields/quote'

export const quoteBlock: Block = {
  slug: 'quoteBlock',
  interfaceName: 'QuoteBlockBlock',
  labels: { singular: 'Quote', plural: 'Quotes' },
  admin: { group: 'Text' },
  fields: [...quoteFields({ required: true }), backgroundColorField(), anchorLinkField()],
}
