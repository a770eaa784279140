import type { ArrayField, Field, RowField, SelectField } from 'payload'

import { linkAddressFields } from './link-address'

/** A required list of entries (one row each in the admin), with at least one entry. */
export const listField = ({
  name,
  label,
  singular,
  plural,
  description,
  maxRows,
  fields,
}: {
  name: string
  label?: string
  singular: string
  plural: string
  description: string
  maxRows?: number
  fields: Field[]
}): ArrayField => ({
  name,
  ...(label ? { label } : {}),
  type: 'array',
  required: true,
  minRows: 1,
  ...(maxRows ? { maxRows } : {}),
  labels: { singular, plural },
  admin: { description },
  fields,
})

/** A required text and a required link (a page or an address) side by side (an entry of a list of links), plus any fields after them. */
export const textAddressRow = ({
  textName = 'text',
  textLabel,
  textDescription,
  addressDescription,
  validateAddress,
  after = [],
}: {
  textName?: string
  textLabel?: string
  textDescription: string
  /** Help text of the link's page choice (the typed address beside it explains itself). */
  addressDescription?: string
  validateAddress?: (value: unknown) => true | string
  after?: Field[]
}): RowField => ({
  type: 'row',
  fields: [
    { name: textName, ...(textLabel ? { label: textLabel } : {}), type: 'text', required: true, admin: { description: textDescription } },
    ...linkAddressFields({ name: 'url', label: 'Link', description: addressDescription, required: true, validateAddress }),
    ...after,
  ],
})

/** A select among a list's options with a default (the list and the default come from one source in src/lib). */
export const choiceField = ({
  name,
  label,
  options,
  defaultValue,
  description,
}: {
  name: string
  label: string
  options: readonly { label: string; value: string }[]
  defaultValue: string
  description: string
}): SelectField => ({
  name,
  label,
  type: 'select',
  defaultValue,
  options: options.map((option) => ({ ...option })),
  admin: { description },
})
