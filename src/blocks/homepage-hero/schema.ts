import type { Block } from 'payload'

import { imageField, markdownField, titleField } from '@/cms/fields/common'

/** Text and address of call-to-action button 1 or 2. */
const callToActionFields = (n: 1 | 2) => ({
  type: 'row' as const,
  fields: [
    { name: `ctaText${n}`, label: `Button ${n} text`, type: 'text' as const, admin: { description: 'The words on the call-to-action button.' } },
    {
      name: `ctaLink${n}`,
      label: `Button ${n} address`,
      type: 'text' as const,
      admin: { description: 'The button shows only when both its text and address are filled.' },
    },
  ],
})

export const homepageHero: Block = {
  slug: 'homepageHero',
  interfaceName: 'HomepageHeroBlock',
  labels: { singular: 'Homepage hero', plural: 'Homepage heroes' },
  admin: { group: 'Heroes' },
  fields: [
    titleField({ label: 'Headline', description: 'First part of the headline, shown in blue.' }),
    { name: 'titleAccent', label: 'Headline, second part', type: 'text', admin: { description: 'Shown in teal after the first part.' } },
    markdownField({ label: 'Body text' }),
    imageField({ label: 'Desktop image', required: true }),
    { type: 'row', fields: [imageField({ name: 'imageTablet', label: 'Tablet image' }), imageField({ name: 'imageMobile', label: 'Mobile image' })] },
    callToActionFields(1),
    callToActionFields(2),
    {
      type: 'collapsible',
      label: 'Returning users panel',
      fields: [
        { name: 'returningUserText', label: 'Text', type: 'textarea', admin: { description: 'A line for people who already use the programs.' } },
        { name: 'dashboardButton', label: 'Button text', type: 'text', defaultValue: 'Go to My Dashboard', admin: { description: 'The button to the dashboard.' } },
        {
          name: 'dashboardLink',
          label: 'Dashboard address',
          type: 'text',
          required: true,
          defaultValue: 'https://learn.heartwiselearning.org/dashboard',
          admin: { description: 'Where returning users go: the program dashboard.' },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'New users panel',
      fields: [
        { name: 'newUserText', label: 'Text', type: 'textarea', admin: { description: 'A line for people new to the programs.' } },
        {
          name: 'createAccountButton',
          label: 'Button text',
          type: 'text',
          defaultValue: 'Create an Account',
          admin: { description: 'Goes to the learning site with screen_mode=createAccount.' },
        },
      ],
    },
  ],
}
