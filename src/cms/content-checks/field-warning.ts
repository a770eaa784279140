import type { Field } from 'payload'

import type { CheckMarker } from './types'

/** The admin component that shows a field's content-check warnings under its input. */
export const FIELD_WARNING_COMPONENT = '/cms/content-checks/FieldWarning#FieldWarning'

/**
 * Marks a field for the content checks (`custom.check`, when given) and shows their warnings under its input.
 * Field factories wrap their field with it, so every block using them gets the warnings.
 */
export function withCheckWarning<F extends Field>(field: F, check?: CheckMarker): F {
  const admin = (field.admin ?? {}) as { components?: Record<string, unknown> }
  return {
    ...field,
    ...(check ? { custom: { ...field.custom, check } } : {}),
    admin: { ...admin, components: { ...admin.components, afterInput: [FIELD_WARNING_COMPONENT] } },
  } as F
}
