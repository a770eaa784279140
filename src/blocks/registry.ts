import type { Block } from 'payload'
import type { ComponentType } from 'react'

import { sample as centeredHeroSample } from './centered-hero/sample'
import { centeredHero } from './centered-hero/schema'
import { sample as ctaBannerSample } from './cta-banner/sample'
import { ctaBanner } from './cta-banner/schema'
import { sample as heroBannerSample } from './hero-banner/sample'
import { heroBanner } from './hero-banner/schema'
import { sample as heroImageSample } from './hero-image/sample'
import { heroImage } from './hero-image/schema'
import { sample as homepageHeroSample } from './homepage-hero/sample'
import { homepageHero } from './homepage-hero/schema'
import { sample as imageTextBannerSample } from './image-text-banner/sample'
import { imageTextBanner } from './image-text-banner/schema'
import { sample as linkBannerSample } from './link-banner/sample'
import { linkBanner } from './link-banner/schema'
import { sample as markdownSectionSample } from './markdown-section/sample'
import { markdownSection } from './markdown-section/schema'
import { sample as pillarBannerSample } from './pillar-banner/sample'
import { pillarBanner } from './pillar-banner/schema'
import { sample as primaryHeroSample } from './primary-hero/sample'
import { primaryHero } from './primary-hero/schema'
import { sample as promoBannerSample } from './promo-banner/sample'
import { promoBanner } from './promo-banner/schema'
import { sample as scopeSequenceBannerSample } from './scope-sequence-banner/sample'
import { scopeSequenceBanner } from './scope-sequence-banner/schema'
import { sample as shortHeroSample } from './short-hero/sample'
import { shortHero } from './short-hero/schema'
import { sample as spacerSample } from './spacer/sample'
import { spacer } from './spacer/schema'
import { sample as spacerLevelsSample } from './spacer-levels/sample'
import { spacerLevels } from './spacer-levels/schema'
import { sample as successStoryBannerSample } from './success-story-banner/sample'
import { successStoryBanner } from './success-story-banner/schema'
import { sample as successStoryHeroSample } from './success-story-hero/sample'
import { successStoryHero } from './success-story-hero/schema'
import { sample as viewSampleBannerSample } from './view-sample-banner/sample'
import { viewSampleBanner } from './view-sample-banner/schema'
import { sample as webinarBannerToggleSample } from './webinar-banner-toggle/sample'
import { webinarBannerToggle } from './webinar-banner-toggle/schema'
import { sample as webinarCategoryHeaderSample } from './webinar-category-header/sample'
import { webinarCategoryHeader } from './webinar-category-header/schema'
import { sample as yetiHeroSample } from './yeti-hero/sample'
import { yetiHero } from './yeti-hero/schema'

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
  heroImage: { schema: heroImage, sample: heroImageSample, load: () => import('./hero-image/Block') },
  primaryHero: { schema: primaryHero, sample: primaryHeroSample, load: () => import('./primary-hero/Block') },
  shortHero: { schema: shortHero, sample: shortHeroSample, load: () => import('./short-hero/Block') },
  successStoryHero: { schema: successStoryHero, sample: successStoryHeroSample, load: () => import('./success-story-hero/Block') },
  yetiHero: { schema: yetiHero, sample: yetiHeroSample, load: () => import('./yeti-hero/Block') },
  heroBanner: { schema: heroBanner, sample: heroBannerSample, load: () => import('./hero-banner/Block') },
  homepageHero: { schema: homepageHero, sample: homepageHeroSample, load: () => import('./homepage-hero/Block') },
  linkBanner: { schema: linkBanner, sample: linkBannerSample, load: () => import('./link-banner/Block') },
  promoBanner: { schema: promoBanner, sample: promoBannerSample, load: () => import('./promo-banner/Block') },
  pillarBanner: { schema: pillarBanner, sample: pillarBannerSample, load: () => import('./pillar-banner/Block') },
  scopeSequenceBanner: { schema: scopeSequenceBanner, sample: scopeSequenceBannerSample, load: () => import('./scope-sequence-banner/Block') },
  viewSampleBanner: { schema: viewSampleBanner, sample: viewSampleBannerSample, load: () => import('./view-sample-banner/Block') },
  successStoryBanner: { schema: successStoryBanner, sample: successStoryBannerSample, load: () => import('./success-story-banner/Block') },
  ctaBanner: { schema: ctaBanner, sample: ctaBannerSample, load: () => import('./cta-banner/Block') },
  imageTextBanner: { schema: imageTextBanner, sample: imageTextBannerSample, load: () => import('./image-text-banner/Block') },
  webinarCategoryHeader: { schema: webinarCategoryHeader, sample: webinarCategoryHeaderSample, load: () => import('./webinar-category-header/Block') },
  webinarBannerToggle: { schema: webinarBannerToggle, sample: webinarBannerToggleSample, load: () => import('./webinar-banner-toggle/Block') },
  markdownSection: { schema: markdownSection, sample: markdownSectionSample, load: () => import('./markdown-section/Block') },
  spacer: { schema: spacer, sample: spacerSample, load: () => import('./spacer/Block') },
  spacerLevels: { schema: spacerLevels, sample: spacerLevelsSample, load: () => import('./spacer-levels/Block') },
} satisfies Record<string, Entry>

export type BlockType = keyof typeof registry

/** The CMS schemas, each listed in the admin by its type and its own title. */
export const blockSchemas: Block[] = Object.values(registry).map(({ schema }) => ({
  ...schema,
  admin: {
    ...schema.admin,
    components: {
      ...schema.admin?.components,
      Label: { path: '/cms/components/BlockRowLabel#BlockRowLabel', clientProps: { blockLabel: schema.labels?.singular } },
    },
  },
}))

export function findBlock(blockType: string | null | undefined): Entry | undefined {
  return blockType && Object.hasOwn(registry, blockType) ? registry[blockType as BlockType] : undefined
}
