'use client'

import { useRowLabel } from '@payloadcms/ui'

/** Names a section in the admin's list by its type and its own title, so editors find it without opening it. */
export function BlockRowLabel({ blockLabel }: { blockLabel: string }) {
  const { data } = useRowLabel<{ title?: string | null; blockName?: string | null }>()
  const name = data?.blockName || data?.title
  return (
    <span>
      <strong>{blockLabel}</strong>
      {name ? ` · ${name}` : ''}
    </span>
  )
}
