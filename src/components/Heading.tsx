import type { ReactNode, Ref } from 'react'

import type { HeadingLevel } from '@/lib/sections'

/** Every section title: the level comes from the page pipeline (see lib/sections), the look from `className`. */
export function Heading({ level, id, className, children, tabIndex, ref }: {
  level: HeadingLevel
  id?: string
  className?: string
  children: ReactNode
  /** -1 lets a script move the focus to the heading (a form's confirmation) without adding it to the Tab order. */
  tabIndex?: -1
  ref?: Ref<HTMLHeadingElement>
}) {
  const Tag = `h${level}` as const
  return (
    <Tag id={id} className={className} tabIndex={tabIndex} ref={ref}>
      {children}
    </Tag>
  )
}
