import type { Block } from 'payload'

import { anchorLinkField, markdownField, titleField } from '@/cms/fields/common'
import { iconOptions } from '@/lib/icons'

/**
 * The FAQ: categories ("Digital Licenses", "Account Creation", "General Help") of questions that open as accordions,
 * with category jump links, a keyword search and deep links (/faq?question-title or /faq?x#anchor).
 */
export const faq: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: { group: 'Interactive' },
  fields: [
    titleField({ description: 'The heading above the categories and the keyword search.' }),
    {
      name: 'sections',
      label: 'Categories',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Category', plural: 'Categories' },
      admin: {
        description:
          'Each category is listed under "Search FAQs by category:" with its icon; its link opens all its questions and moves there.',
      },
      fields: [
        titleField({ description: 'The category name, for example "Digital Licenses".' }),
        anchorLinkField({
          required: true,
          description:
            'Name of the category in links, for example digital-licenses: /faq#digital-licenses or /faq?digital-licenses opens the category.',
        }),
        { name: 'icon', label: 'Icon', type: 'select', required: true, options: iconOptions, admin: { description: 'Shown beside the category name (decorative).' } },
        {
          name: 'subSections',
          label: 'Questions',
          type: 'array',
          required: true,
          minRows: 1,
          labels: { singular: 'Question', plural: 'Questions' },
          admin: {
            description: 'Each question opens and closes on its own. /faq?its-title-with-dashes opens a question and scrolls to it.',
          },
          fields: [
            titleField({ label: 'Question', description: 'The question: the button that opens and closes its answer.' }),
            markdownField({ required: true, description: 'The answer. Markdown: **bold**, _italic_, [link](/path), lists.' }),
            {
              type: 'row',
              fields: [
                { name: 'center', label: 'Centre the answer', type: 'checkbox', admin: { description: 'Centres the answer under the question.' } },
                { name: 'small', label: 'Small', type: 'checkbox', admin: { description: 'A smaller question and answer, for a side note.' } },
                { name: 'white', label: 'White panel', type: 'checkbox', admin: { description: 'The answer on a white panel with a border.' } },
              ],
            },
          ],
        },
      ],
    },
  ],
}
