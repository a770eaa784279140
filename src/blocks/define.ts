import { createElement, type ComponentType, type ReactNode } from 'react'

import type { BlockContext, BlockProps } from '@/lib/sections'

/** A section as stored on a page: its block type, its id and its own fields. */
export type SectionData = { blockType: string; id?: string | null }

/** How one block type renders: named demo fixtures and its (lazily loaded) component. Its CMS schema is in ./schemas. */
export type BlockDefinition<T extends SectionData = SectionData> = {
  /**
   * Named fixtures: shown on the block gallery and used by the block's tests. The seed may reuse a fixture where a
   * page shows it word for word, so each piece of demo text has one source.
   */
  samples: Record<string, Omit<T, 'id'>>
  /** Whether this section renders a title, and so can carry the page heading when it opens the page. */
  hasHeading(block: T): boolean
  /** Renders the section; the component loads on first use, so the CMS command line never imports React or CSS. */
  render(block: T, context: BlockContext): Promise<ReactNode>
}

/** Whether a component is an async function (a server component that awaits data). */
function isAsync<P>(component: ComponentType<P>): component is (props: P) => Promise<ReactNode> {
  return Object.prototype.toString.call(component) === '[object AsyncFunction]'
}

const hasTitle = (block: SectionData) => 'title' in block && typeof block.title === 'string' && block.title.trim() !== ''

export function defineBlock<T extends SectionData>({
  samples,
  load,
  hasHeading = hasTitle,
}: {
  samples: Record<string, Omit<T, 'id'>>
  load: () => Promise<{ default: ComponentType<BlockProps<T>> }>
  /** Default: the section has a non-empty `title`. */
  hasHeading?: (block: T) => boolean
}): BlockDefinition<T> {
  return {
    samples,
    hasHeading,
    async render(block, context) {
      const { default: Component } = await load()
      // A section that reads data (an async component) runs here, so a failed read fails this call and the page
      // renderer handles it as the section's failure. Async components use no hooks: calling one directly is safe.
      if (isAsync(Component)) return Component({ block, context })
      return createElement(Component, { block, context })
    },
  }
}
