import type { ArrayField } from 'payload'

import { defaultUnitType, unitTypeOptions } from '@/lib/units'
import { imageField, markdownField } from './common'
import { linkAddressFields } from './link-address'

/**
 * A list of program units, each shown as a unit card (components/UnitCard). Shared by the unit overview, what's
 * included and lesson overview blocks; every copy generates the one `UnitList` type.
 */
export const unitsField = ({
  name = 'unitSections',
  label = 'Units',
  required = false,
  description = 'The units, each shown as a card with its number, title, lesson count and overview.',
}: { name?: string; label?: string; required?: boolean; description?: string } = {}): ArrayField => ({
  name,
  label,
  type: 'array',
  interfaceName: 'UnitList',
  labels: { singular: 'Unit', plural: 'Units' },
  ...(required ? { required: true, minRows: 1 } : {}),
  admin: { description },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'unitType',
          label: 'Unit type',
          type: 'select',
          defaultValue: defaultUnitType,
          options: [...unitTypeOptions],
          admin: { description: 'Shown before the number, as in "Unit 2" or "Bonus unit".' },
        },
        { name: 'unitNumber', label: 'Unit number', type: 'number', min: 0, admin: { description: 'Optional; bonus units often have none.' } },
        {
          name: 'lessonCount',
          label: 'Number of lessons',
          type: 'number',
          min: 0,
          validate: (value: unknown) => value == null || (Number.isInteger(value) && (value as number) >= 0) || 'Enter a whole number of lessons.',
          admin: { description: 'Shown as "6 lessons" (or "1 lesson").' },
        },
      ],
    },
    { name: 'unitTitle', label: 'Unit title', type: 'text', required: true, admin: { description: 'For example "Emotion Management".' } },
    markdownField({ name: 'unitOverviewText', label: 'Unit overview', description: 'What students learn in the unit. Markdown.' }),
    {
      name: 'comingSoon',
      label: 'Coming soon label',
      type: 'text',
      admin: { description: 'Fill in for a unit not yet available, for example "Coming Fall 2027": the card shows it as a badge.' },
    },
    imageField({ description: 'Optional picture at the top of the card; its alternative text comes from the image record.' }),
    {
      type: 'row',
      fields: [
        ...linkAddressFields({ name: 'imageLinkUrl', label: 'Unit link', description: 'Where the picture and the unit title lead, such as a unit preview page.' }),
        {
          name: 'imageText',
          label: 'Unit link text',
          type: 'text',
          admin: { description: 'Words of a button to the same address, for example "Preview the unit". Empty: no button.' },
        },
      ],
    },
  ],
})
