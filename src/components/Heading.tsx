import type { ReactNode } from 'react'

import type { HeadingLevel } from '@/lib/sections'

/** Every section title: the level comes from the page pipeline (see lib/sections), the look from `className`. */
export function Heading({ level, id, className, children }: { level: HeadingLevel; id?: string; className?: string; children: ReactNode }) {
  const Tag = `h${level}` as const
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  )
}
