import type { IconName } from '../../lib/icons'

/**
 * Kinds of info callout. One source for the CMS select (blocks/info-callout/schema.ts), the component (icon and the
 * name screen readers hear) and its CSS, where each value is a class of the same name.
 */
export const calloutKinds = {
  info: { label: 'Info', spoken: 'Information', icon: 'info' },
  notice: { label: 'Notice', spoken: 'Notice', icon: 'triangle-alert' },
} as const satisfies Record<string, { label: string; spoken: string; icon: IconName }>

export type CalloutKind = keyof typeof calloutKinds

export const calloutKindOptions = Object.entries(calloutKinds).map(([value, { label }]) => ({ label, value }))

export const defaultCalloutKind: CalloutKind = 'info'

export const calloutKindOf = (value: unknown): CalloutKind =>
  typeof value === 'string' && Object.hasOwn(calloutKinds, value) ? (value as CalloutKind) : defaultCalloutKind
