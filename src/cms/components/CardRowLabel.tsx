'use client'

import { useRowLabel } from '@payloadcms/ui'

/** Names a card in the admin's list by its editor name or its title, so editors find it without opening it. */
export function CardRowLabel({ singular }: { singular: string }) {
  const { data, rowNumber } = useRowLabel<{ cardName?: string | null; title?: string | null }>()
  const name = data?.cardName || data?.title
  return <span>{name || `${singular} ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`}</span>
}
