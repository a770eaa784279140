import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, linkFields, markdownField, titleField } from '@/cms/fields/common'

export const pricingCalculator: Block = {
  slug: 'pricingCalculator',
  interfaceName: 'PricingCalculatorBlock',
  labels: { singular: 'Pricing calculator', plural: 'Pricing calculators' },
  admin: { group: 'Interactive' },
  fields: [
    titleField({ description: 'The heading above the calculator, such as "Estimate your annual price".' }),
    markdownField({
      description:
        'Optional text under the heading, before the calculator. Markdown. Visitors pick a number of schools (2–4, 5–19, 20–49, 50+) and a term (1, 3 or 5 years); the prices come from Settings → Prices.',
    }),
    markdownField({
      name: 'disclaimer',
      label: 'Disclaimer',
      required: true,
      description:
        'Explains the asterisk after "Estimated Annual Price*", such as what the estimate includes. Shown under the calculator after an asterisk. Markdown.',
    }),
    ...linkFields({ label: 'Quote request link' }),
    backgroundColorField({ defaultValue: 'none' }),
    anchorLinkField(),
  ],
}
