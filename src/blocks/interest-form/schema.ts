import type { Block, SelectField } from 'payload'

import { anchorLinkField, markdownField, titleField } from '@/cms/fields/common'
import { DEFAULT_CAMPAIGN_IDS, hasAllowedCharacters, MAX_LENGTHS, MESSAGES, type InterestFormKind } from '@/features/leads/validation'

/** The two native interest forms: editors pick one by what it asks. */
export const interestFormVariants = [
  { value: 'first', label: 'Out-of-school time (both checkboxes)' },
  { value: 'second', label: 'SEL for adults (research checkbox only)' },
] as const satisfies readonly { value: InterestFormKind; label: string }[]

const variantField: SelectField = {
  name: 'variant',
  label: 'Form',
  type: 'select',
  required: true,
  defaultValue: 'first',
  options: [...interestFormVariants],
  admin: {
    description:
      'Out-of-school time: visitors tick "researching programs", "send me updates" or both (at least one). SEL for adults: only the research checkbox (optional); the form sends its details through the content site.',
  },
}

export const interestForm: Block = {
  slug: 'interestForm',
  interfaceName: 'InterestFormBlock',
  labels: { singular: 'Interest form', plural: 'Interest forms' },
  admin: { group: 'Forms' },
  fields: [
    variantField,
    titleField({ required: false, description: 'Heading above the form, such as "Get more information".' }),
    markdownField({ description: 'Optional text under the heading. Markdown.' }),
    {
      name: 'campaignId',
      label: 'Campaign id',
      type: 'text',
      maxLength: MAX_LENGTHS.campaignId,
      validate: (value: unknown) =>
        value == null || (typeof value === 'string' && hasAllowedCharacters(value.trim())) ? true : MESSAGES.characters,
      admin: {
        description: `Sent with every submission to tell campaigns apart. Empty uses "${DEFAULT_CAMPAIGN_IDS.first}" for the out-of-school time form and "${DEFAULT_CAMPAIGN_IDS.second}" for the SEL for adults form. Letters, digits, spaces, hyphens, underscores, commas, periods and apostrophes.`,
      },
    },
    anchorLinkField({
      required: true,
      description: 'Links to "#name" on this page scroll to the form, for example #interest-form (the section id is name-scroll).',
    }),
  ],
}
