import type { Block } from 'payload'

import { anchorLinkField, imageField, markdownField } from '@/cms/fields/common'
import { linkAddressFields } from '@/cms/fields/link-address'
import { choiceField } from '@/cms/fields/lists'
import { defaultAccessibilityImage, imageJustificationOptions, imageSizeOptions } from '@/blocks/accessibility-image/accessibility-image'

export const accessibilityImage: Block = {
  slug: 'accessibilityImage',
  interfaceName: 'AccessibilityImageBlock',
  labels: { singular: 'Accessibility image', plural: 'Accessibility images' },
  admin: { group: 'Text' },
  fields: [
    imageField({ required: true, description: 'A picture that carries information, such as a chart or a poster.' }),
    {
      name: 'accessibility',
      label: 'Text alternatives',
      type: 'group',
      admin: { description: 'What people who cannot see the picture get instead.' },
      fields: [
        {
          name: 'altTextShort',
          label: 'Short alternative text',
          type: 'text',
          required: true,
          maxLength: 150,
          admin: { description: 'One sentence saying what the picture shows; it replaces the picture for screen readers. At most 150 characters.' },
        },
        {
          name: 'ariaLong',
          label: 'Long description',
          type: 'textarea',
          admin: { description: 'Optional full description of what the picture shows (every label, number, step). Shown under "Image description" and read with the picture.' },
        },
      ],
    },
    ...linkAddressFields({
      name: 'imageUrl',
      label: 'Image link',
      description: 'Optional: the page the picture links to. For a printable PDF of it, enter its address instead.',
    }),
    {
      type: 'row',
      fields: [
        choiceField({
          name: 'imageJustification',
          label: 'Image position',
          options: imageJustificationOptions,
          defaultValue: defaultAccessibilityImage.justification,
          description: 'Where the picture sits beside the body copy (on phones it is always above).',
        }),
        choiceField({
          name: 'imageSize',
          label: 'Image size',
          options: imageSizeOptions,
          defaultValue: defaultAccessibilityImage.size,
          description: 'Share of the content width the picture takes from tablets up.',
        }),
      ],
    },
    {
      name: 'bodyCopy',
      label: 'Body copy',
      type: 'group',
      admin: { description: 'The text around the picture.' },
      fields: [markdownField({ name: 'bodyCopyContent', label: 'Body copy' })],
    },
    anchorLinkField(),
  ],
}
