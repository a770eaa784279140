import type { ReactNode } from 'react'

import type { BlockContext } from '../blocks/registry'

/** A block's title: the page's h1 when the block opens the page, otherwise h2. */
export function Heading({ context, id, className, children }: { context?: BlockContext; id?: string; className?: string; children: ReactNode }) {
  const Tag = context?.isPageHeading ? 'h1' : 'h2'
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  )
}
