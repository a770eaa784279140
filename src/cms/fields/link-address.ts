import type { RelationshipField, TextField } from 'payload'

import { withCheckWarning } from '@/cms/content-checks/field-warning'
import { pageFieldName } from '@/lib/page-links'

/** Help text of the typed address beside a page choice. */
export const OTHER_ADDRESS_DESCRIPTION = 'For other sites (https://…), PDFs and #anchors such as #contact-form. Leave empty when you choose a page.'

/** Markers the content checks find link fields by. */
export const PAGE_LINK_CHECK = { check: 'page-link' } as const
export const ADDRESS_CHECK = { check: 'address' } as const

/**
 * Where a link goes: a page of this site, chosen from a list (the link follows the page when its address changes),
 * or a typed address for anything else, shown only while no page is chosen. The typed address keeps the field's
 * stored name (`name`, such as `linkUrl`); the page is stored beside it (`linkPage`). `label` names the link
 * ("Button" gives "Button page" and "Or button address"). A required link needs a page or an address.
 */
export function linkAddressFields({
  name,
  label,
  description = 'A page of this site. The link follows the page when its address changes.',
  addressDescription = OTHER_ADDRESS_DESCRIPTION,
  required = false,
  validateAddress,
}: {
  name: string
  label: string
  /** Help text of the page choice: what the link does. */
  description?: string
  addressDescription?: string
  required?: boolean
  /** A further rule for a typed address. */
  validateAddress?: (value: unknown) => true | string
}): [RelationshipField, TextField] {
  const pageName = pageFieldName(name)
  const pageChosen = (siblingData: Record<string, unknown> | undefined) => siblingData?.[pageName] != null && siblingData[pageName] !== ''
  return [
    withCheckWarning({
      name: pageName,
      label: `${label} page`,
      type: 'relationship',
      relationTo: 'pages',
      custom: { ...PAGE_LINK_CHECK },
      admin: { description },
    }),
    withCheckWarning({
      name,
      label: `Or ${label.charAt(0).toLowerCase()}${label.slice(1)} address`,
      type: 'text',
      custom: { ...ADDRESS_CHECK },
      // Skipped while a page is chosen (the field is hidden then).
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
        const typed = typeof value === 'string' && value.trim() !== ''
        if (!typed) return required && !pageChosen(siblingData) ? 'Choose a page, or enter an address for another site, a PDF or an #anchor.' : true
        return validateAddress ? validateAddress(value) : true
      },
      admin: { description: addressDescription, condition: (_data, siblingData) => !pageChosen(siblingData) },
    }),
  ]
}
