'use client'

import { useRowLabel } from '@payloadcms/ui'

import { formatDollars, termLabel } from '@/lib/price-table'

const numbered = (singular: string, rowNumber?: number) => `${singular} ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`

/** Names a band of the price table by where it starts: "From 5 schools". */
export function BandRowLabel() {
  const { data, rowNumber } = useRowLabel<{ fromSchools?: number | null }>()
  return <span>{data?.fromSchools ? `From ${data.fromSchools} ${data.fromSchools === 1 ? 'school' : 'schools'}` : numbered('Band', rowNumber)}</span>
}

/** Names a term of a band by its length and price: "3 Years: $7,092". */
export function TermRowLabel() {
  const { data, rowNumber } = useRowLabel<{ years?: number | null; price?: number | null }>()
  if (!data?.years) return <span>{numbered('Term', rowNumber)}</span>
  return <span>{data.price ? `${termLabel(data.years)}: ${formatDollars(data.price)}` : termLabel(data.years)}</span>
}
