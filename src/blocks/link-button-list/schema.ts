import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, buttonColorField, markdownField, titleField } from '@/cms/fields/common'
import { listField, textAddressRow } from '@/cms/fields/lists'

export const linkButtonList: Block = {
  slug: 'linkButtonList',
  interfaceName: 'LinkButtonListBlock',
  labels: { singular: 'Link button list', plural: 'Link button lists' },
  admin: { group: 'Text' },
  fields: [
    titleField({ required: false, description: 'Optional heading above the buttons.' }),
    markdownField({ description: 'Optional markdown between the heading and the buttons.' }),
    listField({
      name: 'buttons',
      singular: 'Button',
      plural: 'Buttons',
      description: 'The buttons, in order; they wrap onto more lines on narrow screens.',
      fields: [textAddressRow({ textDescription: 'The words on the button.', after: [buttonColorField({ name: 'color' })] })],
    }),
    { name: 'center', label: 'Centre', type: 'checkbox', admin: { description: 'Centre the heading, text and buttons.' } },
    backgroundColorField(),
    anchorLinkField(),
  ],
}
