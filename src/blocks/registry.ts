import type { Block } from 'payload'
import type { ComponentType } from 'react'

import { sample as centeredHeroSample } from './centered-hero/sample'
import { centeredHero } from './centered-hero/schema'
import { sample as markdownSectionSample } from './markdown-section/sample'
import { markdownSection } from './markdown-section/schema'
import { sample as spacerSample } from './spacer/sample'
import { spacer } from './spacer/schema'
import { sample as spacerLevelsSample } from './spacer-levels/sample'
import { spacerLevels } from './spacer-levels/schema'

/** What the page pipeline tells every block besides its own content. */
export type BlockContext = {
  /** The section is the first on the page and no page title heading is shown: it owns the page's h1. */
  isPageHeading: boolean
}

/** Each component takes its own block type; the pipeline hands it the section it was registered for. */
type BlockComponent = ComponentType<{ block: never; context?: BlockContext }>

type Entry = {
  schema: Block
  /** Demo content: shown on the block gallery page and used by the block's tests. */
  sample: { blockType: string }[]
  load: () => Promise<{ default: BlockComponent }>
}

/**
 * The single map from block type to its CMS schema, its demo content and its server component.
 * Components load lazily so the CMS command line (migrations, seed) never imports React or CSS.
 */
export const registry = {
  centeredHero: { schema: centeredHero, sample: centeredHeroSample, load: () => import('./centered-hero/Block') },
  markdownSection: { schema: markdownSection, sample: markdownSectionSample, load: () => import('./markdown-section/Block') },
  spacer: { schema: spacer, sample: spacerSample, load: () => import('./spacer/Block') },
  spacerLevels: { schema: spacerLevels, sample: spacerLevelsSample, load: () => import('./spacer-levels/Block') },
} satisfies Record<string, Entry>

export type BlockType = keyof typeof registry

export const blockSchemas: Block[] = Object.values(registry).map((entry) => entry.schema)

export function findBlock(blockType: string | null | undefined): Entry | undefined {
  return blockType && Object.hasOwn(registry, blockType) ? registry[blockType as BlockType] : undefined
}
