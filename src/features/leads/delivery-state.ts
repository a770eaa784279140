/** Where a stored submission stands with the email-marketing provider: one list for the collection, job and export. */
export const DELIVERY_STATES = [
  { value: 'pending', label: 'Waiting to be sent' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'rejected', label: 'Refused by the provider' },
] as const

export type DeliveryState = (typeof DELIVERY_STATES)[number]['value']
