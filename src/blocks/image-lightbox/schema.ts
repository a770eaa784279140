import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, imageField, markdownField, titleField } from '@/cms/fields/common'

export const imageLightbox: Block = {
  slug: 'imageLightbox',
  interfaceName: 'ImageLightboxBlock',
  labels: { singular: 'Image with lightbox', plural: 'Images with lightbox' },
  admin: { group: 'Media' },
  fields: [
    titleField({ required: false, description: 'Optional heading above the image.' }),
    markdownField({ description: 'Optional text beside the image.' }),
    imageField({ required: true, description: 'The picture shown in the section; its alternative text comes from the image record.' }),
    {
      name: 'popupUrl',
      label: 'Pop-up address',
      type: 'text',
      admin: { description: 'Optional: clicking the picture opens this address in a 980 by 560 pop-up window (a new tab without scripts).' },
    },
    {
      name: 'lightbox',
      type: 'group',
      admin: { description: 'Optional: a link under the picture that shows larger pictures over the page.' },
      fields: [
        { name: 'images', type: 'upload', relationTo: 'media', hasMany: true, admin: { description: 'The pictures shown in the lightbox, in order.' } },
        { name: 'linkText', label: 'Link text', type: 'text', admin: { description: 'The words of the link that opens the lightbox, such as "View larger".' } },
      ],
    },
    backgroundColorField({ defaultValue: 'none' }),
    anchorLinkField(),
  ],
}
