import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, cardColorField, imageField, markdownField, titleField } from '@/cms/fields/common'

export const productFeatures: Block = {
  slug: 'productFeatures',
  interfaceName: 'ProductFeaturesBlock',
  labels: { singular: 'Product features', plural: 'Product features lists' },
  admin: { group: 'Program content' },
  fields: [
    titleField({ description: 'For example "Features at every grade".' }),
    markdownField({ description: 'Optional introduction. Markdown.' }),
    {
      name: 'featuresByGrade',
      label: 'Features by grade',
      type: 'array',
      labels: { singular: 'Grade', plural: 'Grades' },
      admin: { description: 'One column per grade or grade band.' },
      fields: [
        { name: 'title', type: 'text', required: true, admin: { description: 'The grade, for example "Early Learning".' } },
        markdownField({ description: 'What the grade includes. Markdown lists work well.' }),
      ],
    },
    {
      name: 'featuresByUnit',
      label: 'Features by unit',
      type: 'array',
      labels: { singular: 'Unit feature', plural: 'Unit features' },
      admin: { description: 'One coloured card per unit or feature.' },
      fields: [
        { name: 'title', type: 'text', required: true, admin: { description: 'The feature, for example "Brain Builder games".' } },
        markdownField(),
        cardColorField({ name: 'color', description: 'Background colour of the card.' }),
        imageField({ description: 'Picture at the top of the card.' }),
        imageField({ name: 'secondaryImage', label: 'Secondary image', description: 'Optional small picture beside the text, such as a character or an icon.' }),
      ],
    },
    backgroundColorField(),
    anchorLinkField(),
  ],
}
