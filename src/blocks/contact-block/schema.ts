import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, titleField } from '@/cms/fields/common'

export const contactBlock: Block = {
  slug: 'contactBlock',
  interfaceName: 'ContactBlockBlock',
  labels: { singular: 'Contact block', plural: 'Contact blocks' },
  admin: { group: 'Text' },
  fields: [
    titleField({ description: 'Heading, such as "Customer support".' }),
    {
      name: 'text',
      type: 'text',
      required: true,
      admin: {
        description:
          'An email address, or a sentence containing one ("Write to support@heartwiselearning.org"). The address becomes an email link; without a valid address the text shows as it is.',
      },
    },
    backgroundColorField(),
    anchorLinkField(),
  ],
}
