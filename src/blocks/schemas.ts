import type { Block } from 'payload'

import { centeredHero } from './centered-hero/schema'
import { ctaBanner } from './cta-banner/schema'
import { heroBanner } from './hero-banner/schema'
import { heroImage } from './hero-image/schema'
import { homepageHero } from './homepage-hero/schema'
import { imageTextBanner } from './image-text-banner/schema'
import { linkBanner } from './link-banner/schema'
import { markdownSection } from './markdown-section/schema'
import { notificationsList } from './notifications-list/schema'
import { pillarBanner } from './pillar-banner/schema'
import { primaryHero } from './primary-hero/schema'
import { promoBanner } from './promo-banner/schema'
import { scopeSequenceBanner } from './scope-sequence-banner/schema'
import { shortHero } from './short-hero/schema'
import { spacer } from './spacer/schema'
import { spacerLevels } from './spacer-levels/schema'
import { successStoryBanner } from './success-story-banner/schema'
import { successStoryHero } from './success-story-hero/schema'
import { viewSampleBanner } from './view-sample-banner/schema'
import { webinarBannerToggle } from './webinar-banner-toggle/schema'
import { webinarCategoryHeader } from './webinar-category-header/schema'
import { yetiHero } from './yeti-hero/schema'
import { sampleLessons } from './sample-lessons/schema'
import { liveWebinars } from './live-webinars/schema'
import { unitOverview } from './unit-overview/schema'
import { whatsIncluded } from './whats-included/schema'
import { weeklyThemes } from './weekly-themes/schema'
import { lessonOverview } from './lesson-overview/schema'
import { productFeatures } from './product-features/schema'
import { accordion } from './accordion/schema'
import { featureSection } from './feature-section/schema'
import { dashboardSection } from './dashboard-section/schema'
import { timelineTile } from './timeline-tile/schema'
import { cardList } from './card-list/schema'
import { threeCard } from './three-card/schema'
import { imageCards } from './image-cards/schema'
import { iconCards } from './icon-cards/schema'
import { textImageCards } from './text-image-cards/schema'
import { largeCard } from './large-card/schema'
import { storyCards } from './story-cards/schema'
import { caseStudy } from './case-study/schema'
import { launchAd } from './launch-ad/schema'
import { accessibilityImage } from './accessibility-image/schema'
import { contactBlock } from './contact-block/schema'
import { ebookLinks } from './ebook-links/schema'
import { footnotesList } from './footnotes-list/schema'
import { infoCallout } from './info-callout/schema'
import { linkButtonList } from './link-button-list/schema'
import { quoteBlock } from './quote-block/schema'
import { socialMediaLinks } from './social-media-links/schema'
import { textSection } from './text-section/schema'
import { trainingGradeColumns } from './training-grade-columns/schema'
import { twoColumnText } from './two-column-text/schema'
import { pricingCalculator } from './pricing-calculator/schema'
import { checklist } from './checklist/schema'
import { comparisonTable } from './comparison-table/schema'
import { partnerCards } from './partner-cards/schema'
import { priceCards } from './price-cards/schema'
import { pricingList } from './pricing-list/schema'
import { pricingTable } from './pricing-table/schema'
import { purchasingOptions } from './purchasing-options/schema'
import { statCards } from './stat-cards/schema'
import { statsBlock } from './stats-block/schema'
import { territoryComparison } from './territory-comparison/schema'
import { blogFeed } from './blog-feed/schema'
import { videoEmbed } from './video-embed/schema'
import { streamVideo } from './stream-video/schema'
import { videoPopout } from './video-popout/schema'
import { quoteVideoList } from './quote-video-list/schema'
import { videoList } from './video-list/schema'
import { webinarListing } from './webinar-listing/schema'
import { tutorialVideo } from './tutorial-video/schema'
import { imageLightbox } from './image-lightbox/schema'
import { imageCarousel } from './image-carousel/schema'
import { loopingCarousel } from './looping-carousel/schema'
import { videoCarousel } from './video-carousel/schema'
import { interestForm } from './interest-form/schema'
import { marketingForm } from './marketing-form/schema'
import { signUpModal } from './sign-up-modal/schema'
import { feedbackFormSection } from './feedback-form-section/schema'
import { faq } from './faq/schema'
import { searchResults } from './search-results/schema'
import { territoryMap } from './territory-map/schema'
import { programWheel } from './program-wheel/schema'
import { thumbnailOf } from './thumbnails'

/**
 * The schema list: every block's CMS schema by its slug, in the order of the add-section drawer. Server-free and
 * component-free, so the CMS configuration (loaded by the Payload command line too) imports only this.
 */
export const schemas = {
  centeredHero,
  heroImage,
  primaryHero,
  shortHero,
  successStoryHero,
  yetiHero,
  heroBanner,
  homepageHero,
  linkBanner,
  promoBanner,
  pillarBanner,
  scopeSequenceBanner,
  viewSampleBanner,
  successStoryBanner,
  ctaBanner,
  imageTextBanner,
  webinarCategoryHeader,
  webinarBannerToggle,
  markdownSection,
  notificationsList,
  spacer,
  spacerLevels,
  accordion,
  featureSection,
  dashboardSection,
  timelineTile,
  cardList,
  threeCard,
  imageCards,
  iconCards,
  textImageCards,
  largeCard,
  storyCards,
  caseStudy,
  launchAd,
  textSection,
  twoColumnText,
  trainingGradeColumns,
  infoCallout,
  linkButtonList,
  contactBlock,
  footnotesList,
  socialMediaLinks,
  ebookLinks,
  accessibilityImage,
  quoteBlock,
  unitOverview,
  whatsIncluded,
  weeklyThemes,
  lessonOverview,
  productFeatures,
  sampleLessons,
  pricingCalculator,
  checklist,
  comparisonTable,
  partnerCards,
  priceCards,
  pricingList,
  pricingTable,
  purchasingOptions,
  statCards,
  statsBlock,
  territoryComparison,
  blogFeed,
  videoEmbed,
  streamVideo,
  videoPopout,
  quoteVideoList,
  videoList,
  webinarListing,
  liveWebinars,
  tutorialVideo,
  imageLightbox,
  imageCarousel,
  loopingCarousel,
  videoCarousel,
  interestForm,
  marketingForm,
  signUpModal,
  feedbackFormSection,
  faq,
  searchResults,
  territoryMap,
  programWheel,
} satisfies Record<string, Block>

export type BlockType = keyof typeof schemas

/**
 * The CMS schemas, each listed in the admin by its type and its own title, and shown in the add-section drawer by its
 * thumbnail. Registered once in the CMS config.
 */
export const blockSchemas: Block[] = Object.values(schemas).map((schema) => ({
  ...schema,
  admin: {
    ...schema.admin,
    images: { ...schema.admin?.images, thumbnail: thumbnailOf(schema) },
    components: {
      ...schema.admin?.components,
      Label: { path: '/cms/components/BlockRowLabel#BlockRowLabel', clientProps: { blockLabel: schema.labels?.singular } },
    },
  },
}))

export const blockSlugs = Object.keys(schemas) as BlockType[]
