import type { Block } from 'payload'

import type {
  AccessibilityImageBlock,
  AccordionBlock,
  CardListBlock,
  CaseStudyBlock,
  CenteredHeroBlock,
  ChecklistBlock,
  ComparisonTableBlock,
  ContactBlockBlock,
  CtaBannerBlock,
  DashboardSectionBlock,
  EbookLinksBlock,
  FaqBlock,
  FeatureSectionBlock,
  FeedbackFormSectionBlock,
  FootnotesListBlock,
  HeroBannerBlock,
  HeroImageBlock,
  HomepageHeroBlock,
  IconCardsBlock,
  ImageCardsBlock,
  ImageCarouselBlock,
  ImageLightboxBlock,
  ImageTextBannerBlock,
  InfoCalloutBlock,
  InterestFormBlock,
  LargeCardBlock,
  LaunchAdBlock,
  LessonOverviewBlock,
  LinkBannerBlock,
  LinkButtonListBlock,
  LoopingCarouselBlock,
  MarkdownSectionBlock,
  MarketingFormBlock,
  NotificationsListBlock,
  Page,
  PartnerCardsBlock,
  PillarBannerBlock,
  PriceCardsBlock,
  PricingCalculatorBlock,
  PricingListBlock,
  PricingTableBlock,
  PrimaryHeroBlock,
  ProductFeaturesBlock,
  PromoBannerBlock,
  PurchasingOptionsBlock,
  QuoteBlockBlock,
  QuoteVideoListBlock,
  ScopeSequenceBannerBlock,
  SearchResultsBlock,
  ShortHeroBlock,
  SignUpModalBlock,
  SocialMediaLinksBlock,
  SpacerBlock,
  SpacerLevelsBlock,
  StatCardsBlock,
  StatsBlockBlock,
  StoryCardsBlock,
  StreamVideoBlock,
  SuccessStoryBannerBlock,
  SuccessStoryHeroBlock,
  TerritoryComparisonBlock,
  TextImageCardsBlock,
  TextSectionBlock,
  ThreeCardBlock,
  TimelineTileBlock,
  TrainingGradeColumnsBlock,
  TutorialVideoBlock,
  TwoColumnTextBlock,
  UnitOverviewBlock,
  VideoCarouselBlock,
  VideoEmbedBlock,
  VideoListBlock,
  VideoPopoutBlock,
  ViewSampleBannerBlock,
  WebinarBannerToggleBlock,
  WebinarCategoryHeaderBlock,
  WebinarListingBlock,
  WeeklyThemesBlock,
  WhatsIncludedBlock,
  YetiHeroBlock,
} from '@/payload-types'
import { defineBlock, type BlockDefinition } from './define'

import { samples as centeredHeroSamples } from './centered-hero/sample'
import { centeredHero } from './centered-hero/schema'
import { samples as ctaBannerSamples } from './cta-banner/sample'
import { ctaBanner } from './cta-banner/schema'
import { samples as heroBannerSamples } from './hero-banner/sample'
import { heroBanner } from './hero-banner/schema'
import { samples as heroImageSamples } from './hero-image/sample'
import { heroImage } from './hero-image/schema'
import { samples as homepageHeroSamples } from './homepage-hero/sample'
import { homepageHero } from './homepage-hero/schema'
import { samples as imageTextBannerSamples } from './image-text-banner/sample'
import { imageTextBanner } from './image-text-banner/schema'
import { samples as linkBannerSamples } from './link-banner/sample'
import { linkBanner } from './link-banner/schema'
import { samples as markdownSectionSamples } from './markdown-section/sample'
import { markdownSection } from './markdown-section/schema'
import { samples as notificationsListSamples } from './notifications-list/sample'
import { notificationsList } from './notifications-list/schema'
import { samples as pillarBannerSamples } from './pillar-banner/sample'
import { pillarBanner } from './pillar-banner/schema'
import { samples as primaryHeroSamples } from './primary-hero/sample'
import { primaryHero } from './primary-hero/schema'
import { samples as promoBannerSamples } from './promo-banner/sample'
import { promoBanner } from './promo-banner/schema'
import { samples as scopeSequenceBannerSamples } from './scope-sequence-banner/sample'
import { scopeSequenceBanner } from './scope-sequence-banner/schema'
import { samples as shortHeroSamples } from './short-hero/sample'
import { shortHero } from './short-hero/schema'
import { samples as spacerSamples } from './spacer/sample'
import { spacer } from './spacer/schema'
import { samples as spacerLevelsSamples } from './spacer-levels/sample'
import { spacerLevels } from './spacer-levels/schema'
import { samples as successStoryBannerSamples } from './success-story-banner/sample'
import { successStoryBanner } from './success-story-banner/schema'
import { samples as successStoryHeroSamples } from './success-story-hero/sample'
import { successStoryHero } from './success-story-hero/schema'
import { samples as viewSampleBannerSamples } from './view-sample-banner/sample'
import { viewSampleBanner } from './view-sample-banner/schema'
import { samples as webinarBannerToggleSamples } from './webinar-banner-toggle/sample'
import { webinarBannerToggle } from './webinar-banner-toggle/schema'
import { samples as webinarCategoryHeaderSamples } from './webinar-category-header/sample'
import { webinarCategoryHeader } from './webinar-category-header/schema'
import { samples as yetiHeroSamples } from './yeti-hero/sample'
import { yetiHero } from './yeti-hero/schema'
// Program content
import { samples as unitOverviewSamples } from './unit-overview/sample'
import { unitOverview } from './unit-overview/schema'
import { samples as whatsIncludedSamples } from './whats-included/sample'
import { whatsIncluded } from './whats-included/schema'
import { samples as weeklyThemesSamples } from './weekly-themes/sample'
import { weeklyThemes } from './weekly-themes/schema'
import { samples as lessonOverviewSamples } from './lesson-overview/sample'
import { lessonOverview } from './lesson-overview/schema'
import { samples as productFeaturesSamples } from './product-features/sample'
import { productFeatures } from './product-features/schema'

// Interactive and dashboard blocks: accordion, feature section, dashboard section, timeline tile.
import { samples as accordionSamples } from './accordion/sample'
import { accordion } from './accordion/schema'
import { samples as featureSectionSamples } from './feature-section/sample'
import { featureSection } from './feature-section/schema'
import { samples as dashboardSectionSamples } from './dashboard-section/sample'
import { dashboardSection } from './dashboard-section/schema'
import { samples as timelineTileSamples } from './timeline-tile/sample'
import { timelineTile } from './timeline-tile/schema'
// Cards
import { samples as cardListSamples } from './card-list/sample'
import { cardList } from './card-list/schema'
import { samples as threeCardSamples } from './three-card/sample'
import { threeCard } from './three-card/schema'
import { samples as imageCardsSamples } from './image-cards/sample'
import { imageCards } from './image-cards/schema'
import { samples as iconCardsSamples } from './icon-cards/sample'
import { iconCards } from './icon-cards/schema'
import { samples as textImageCardsSamples } from './text-image-cards/sample'
import { textImageCards } from './text-image-cards/schema'
import { samples as largeCardSamples } from './large-card/sample'
import { largeCard } from './large-card/schema'
import { samples as storyCardsSamples } from './story-cards/sample'
import { storyCards } from './story-cards/schema'
import { samples as caseStudySamples } from './case-study/sample'
import { caseStudy } from './case-study/schema'
import { samples as launchAdSamples } from './launch-ad/sample'
import { launchAd } from './launch-ad/schema'
// Text blocks
import { samples as accessibilityImageSamples } from './accessibility-image/sample'
import { accessibilityImage } from './accessibility-image/schema'
import { samples as contactBlockSamples } from './contact-block/sample'
import { contactBlock } from './contact-block/schema'
import { samples as ebookLinksSamples } from './ebook-links/sample'
import { ebookLinks } from './ebook-links/schema'
import { samples as footnotesListSamples } from './footnotes-list/sample'
import { footnotesList } from './footnotes-list/schema'
import { samples as infoCalloutSamples } from './info-callout/sample'
import { infoCallout } from './info-callout/schema'
import { samples as linkButtonListSamples } from './link-button-list/sample'
import { linkButtonList } from './link-button-list/schema'
import { samples as quoteBlockSamples } from './quote-block/sample'
import { quoteBlock } from './quote-block/schema'
import { samples as socialMediaLinksSamples } from './social-media-links/sample'
import { socialMediaLinks } from './social-media-links/schema'
import { samples as textSectionSamples } from './text-section/sample'
import { textSection } from './text-section/schema'
import { samples as trainingGradeColumnsSamples } from './training-grade-columns/sample'
import { trainingGradeColumns } from './training-grade-columns/schema'
import { samples as twoColumnTextSamples } from './two-column-text/sample'
import { twoColumnText } from './two-column-text/schema'
// Interactive: pricing calculator
import { samples as pricingCalculatorSamples } from './pricing-calculator/sample'
import { pricingCalculator } from './pricing-calculator/schema'
// Tables and lists
import { samples as checklistSamples } from './checklist/sample'
import { checklist } from './checklist/schema'
import { samples as comparisonTableSamples } from './comparison-table/sample'
import { comparisonTable } from './comparison-table/schema'
import { samples as partnerCardsSamples } from './partner-cards/sample'
import { partnerCards } from './partner-cards/schema'
import { samples as priceCardsSamples } from './price-cards/sample'
import { priceCards } from './price-cards/schema'
import { samples as pricingListSamples } from './pricing-list/sample'
import { pricingList } from './pricing-list/schema'
import { samples as pricingTableSamples } from './pricing-table/sample'
import { pricingTable } from './pricing-table/schema'
import { samples as purchasingOptionsSamples } from './purchasing-options/sample'
import { purchasingOptions } from './purchasing-options/schema'
import { samples as statCardsSamples } from './stat-cards/sample'
import { statCards } from './stat-cards/schema'
import { samples as statsBlockSamples } from './stats-block/sample'
import { statsBlock } from './stats-block/schema'
import { samples as territoryComparisonSamples } from './territory-comparison/sample'
import { territoryComparison } from './territory-comparison/schema'
// Media
import { samples as videoEmbedSamples } from './video-embed/sample'
import { videoEmbed } from './video-embed/schema'
import { samples as streamVideoSamples } from './stream-video/sample'
import { streamVideo } from './stream-video/schema'
import { samples as videoPopoutSamples } from './video-popout/sample'
import { videoPopout } from './video-popout/schema'
import { samples as quoteVideoListSamples } from './quote-video-list/sample'
import { quoteVideoList } from './quote-video-list/schema'
import { samples as videoListSamples } from './video-list/sample'
import { videoList } from './video-list/schema'
import { samples as webinarListingSamples } from './webinar-listing/sample'
import { webinarListing } from './webinar-listing/schema'
import { samples as tutorialVideoSamples } from './tutorial-video/sample'
import { tutorialVideo } from './tutorial-video/schema'
import { samples as imageLightboxSamples } from './image-lightbox/sample'
import { imageLightbox } from './image-lightbox/schema'
// Media: carousels
import { samples as imageCarouselSamples } from './image-carousel/sample'
import { imageCarousel } from './image-carousel/schema'
import { samples as loopingCarouselSamples } from './looping-carousel/sample'
import { loopingCarousel } from './looping-carousel/schema'
import { samples as videoCarouselSamples } from './video-carousel/sample'
import { videoCarousel } from './video-carousel/schema'
// Forms: interest forms
import { samples as interestFormSamples } from './interest-form/sample'
import { interestForm } from './interest-form/schema'
// Forms: marketing-automation forms, sign-up modal, feedback form section
import { samples as marketingFormSamples } from './marketing-form/sample'
import { marketingForm } from './marketing-form/schema'
import { samples as signUpModalSamples } from './sign-up-modal/sample'
import { signUpModal } from './sign-up-modal/schema'
import { samples as feedbackFormSectionSamples } from './feedback-form-section/sample'
import { feedbackFormSection } from './feedback-form-section/schema'
// Interactive: FAQ
import { samples as faqSamples } from './faq/sample'
import { faq } from './faq/schema'
// Interactive: site search
import { samples as searchResultsSamples } from './search-results/sample'
import { searchResults } from './search-results/schema'

/**
 * The single map from block type to its CMS schema, its named fixtures and its server component. Keys are the
 * block slugs; pages reference the schemas by slug (`blockReferences`), so container blocks never import this.
 */
export const registry = {
  centeredHero: defineBlock<CenteredHeroBlock>({ schema: centeredHero, samples: centeredHeroSamples, load: () => import('./centered-hero/Block') }),
  heroImage: defineBlock<HeroImageBlock>({ schema: heroImage, samples: heroImageSamples, load: () => import('./hero-image/Block') }),
  primaryHero: defineBlock<PrimaryHeroBlock>({ schema: primaryHero, samples: primaryHeroSamples, load: () => import('./primary-hero/Block') }),
  shortHero: defineBlock<ShortHeroBlock>({ schema: shortHero, samples: shortHeroSamples, load: () => import('./short-hero/Block') }),
  successStoryHero: defineBlock<SuccessStoryHeroBlock>({ schema: successStoryHero, samples: successStoryHeroSamples, load: () => import('./success-story-hero/Block') }),
  yetiHero: defineBlock<YetiHeroBlock>({ schema: yetiHero, samples: yetiHeroSamples, load: () => import('./yeti-hero/Block') }),
  heroBanner: defineBlock<HeroBannerBlock>({ schema: heroBanner, samples: heroBannerSamples, load: () => import('./hero-banner/Block') }),
  homepageHero: defineBlock<HomepageHeroBlock>({ schema: homepageHero, samples: homepageHeroSamples, load: () => import('./homepage-hero/Block'),
    // Always carries its screen-reader title, 'Programs Homepage'.
    hasHeading: () => true,
  }),
  linkBanner: defineBlock<LinkBannerBlock>({ schema: linkBanner, samples: linkBannerSamples, load: () => import('./link-banner/Block') }),
  promoBanner: defineBlock<PromoBannerBlock>({ schema: promoBanner, samples: promoBannerSamples, load: () => import('./promo-banner/Block') }),
  pillarBanner: defineBlock<PillarBannerBlock>({ schema: pillarBanner, samples: pillarBannerSamples, load: () => import('./pillar-banner/Block') }),
  scopeSequenceBanner: defineBlock<ScopeSequenceBannerBlock>({ schema: scopeSequenceBanner, samples: scopeSequenceBannerSamples, load: () => import('./scope-sequence-banner/Block') }),
  viewSampleBanner: defineBlock<ViewSampleBannerBlock>({ schema: viewSampleBanner, samples: viewSampleBannerSamples, load: () => import('./view-sample-banner/Block') }),
  successStoryBanner: defineBlock<SuccessStoryBannerBlock>({ schema: successStoryBanner, samples: successStoryBannerSamples, load: () => import('./success-story-banner/Block') }),
  ctaBanner: defineBlock<CtaBannerBlock>({ schema: ctaBanner, samples: ctaBannerSamples, load: () => import('./cta-banner/Block') }),
  imageTextBanner: defineBlock<ImageTextBannerBlock>({ schema: imageTextBanner, samples: imageTextBannerSamples, load: () => import('./image-text-banner/Block') }),
  webinarCategoryHeader: defineBlock<WebinarCategoryHeaderBlock>({ schema: webinarCategoryHeader, samples: webinarCategoryHeaderSamples, load: () => import('./webinar-category-header/Block') }),
  webinarBannerToggle: defineBlock<WebinarBannerToggleBlock>({ schema: webinarBannerToggle, samples: webinarBannerToggleSamples, load: () => import('./webinar-banner-toggle/Block') }),
  markdownSection: defineBlock<MarkdownSectionBlock>({ schema: markdownSection, samples: markdownSectionSamples, load: () => import('./markdown-section/Block') }),
  notificationsList: defineBlock<NotificationsListBlock>({
    schema: notificationsList,
    samples: notificationsListSamples,
    load: () => import('./notifications-list/Block'),
  }),
  spacer: defineBlock<SpacerBlock>({ schema: spacer, samples: spacerSamples, load: () => import('./spacer/Block') }),
  spacerLevels: defineBlock<SpacerLevelsBlock>({ schema: spacerLevels, samples: spacerLevelsSamples, load: () => import('./spacer-levels/Block') }),
  // Interactive and dashboard blocks.
  accordion: defineBlock<AccordionBlock>({ schema: accordion, samples: accordionSamples, load: () => import('./accordion/Block') }),
  featureSection: defineBlock<FeatureSectionBlock>({ schema: featureSection, samples: featureSectionSamples, load: () => import('./feature-section/Block') }),
  dashboardSection: defineBlock<DashboardSectionBlock>({ schema: dashboardSection, samples: dashboardSectionSamples, load: () => import('./dashboard-section/Block') }),
  timelineTile: defineBlock<TimelineTileBlock>({ schema: timelineTile, samples: timelineTileSamples, load: () => import('./timeline-tile/Block') }),
  // Cards
  cardList: defineBlock<CardListBlock>({ schema: cardList, samples: cardListSamples, load: () => import('./card-list/Block') }),
  threeCard: defineBlock<ThreeCardBlock>({ schema: threeCard, samples: threeCardSamples, load: () => import('./three-card/Block') }),
  imageCards: defineBlock<ImageCardsBlock>({ schema: imageCards, samples: imageCardsSamples, load: () => import('./image-cards/Block') }),
  iconCards: defineBlock<IconCardsBlock>({ schema: iconCards, samples: iconCardsSamples, load: () => import('./icon-cards/Block') }),
  textImageCards: defineBlock<TextImageCardsBlock>({ schema: textImageCards, samples: textImageCardsSamples, load: () => import('./text-image-cards/Block') }),
  largeCard: defineBlock<LargeCardBlock>({ schema: largeCard, samples: largeCardSamples, load: () => import('./large-card/Block') }),
  storyCards: defineBlock<StoryCardsBlock>({ schema: storyCards, samples: storyCardsSamples, load: () => import('./story-cards/Block') }),
  caseStudy: defineBlock<CaseStudyBlock>({ schema: caseStudy, samples: caseStudySamples, load: () => import('./case-study/Block') }),
  launchAd: defineBlock<LaunchAdBlock>({ schema: launchAd, samples: launchAdSamples, load: () => import('./launch-ad/Block') }),
  // Text blocks
  textSection: defineBlock<TextSectionBlock>({ schema: textSection, samples: textSectionSamples, load: () => import('./text-section/Block'),
    hasHeading: (block) => Boolean(block.sectionTitle?.trim() || block.title?.trim()),
  }),
  twoColumnText: defineBlock<TwoColumnTextBlock>({ schema: twoColumnText, samples: twoColumnTextSamples, load: () => import('./two-column-text/Block') }),
  trainingGradeColumns: defineBlock<TrainingGradeColumnsBlock>({ schema: trainingGradeColumns, samples: trainingGradeColumnsSamples, load: () => import('./training-grade-columns/Block') }),
  infoCallout: defineBlock<InfoCalloutBlock>({ schema: infoCallout, samples: infoCalloutSamples, load: () => import('./info-callout/Block') }),
  linkButtonList: defineBlock<LinkButtonListBlock>({ schema: linkButtonList, samples: linkButtonListSamples, load: () => import('./link-button-list/Block') }),
  contactBlock: defineBlock<ContactBlockBlock>({ schema: contactBlock, samples: contactBlockSamples, load: () => import('./contact-block/Block') }),
  footnotesList: defineBlock<FootnotesListBlock>({ schema: footnotesList, samples: footnotesListSamples, load: () => import('./footnotes-list/Block') }),
  socialMediaLinks: defineBlock<SocialMediaLinksBlock>({ schema: socialMediaLinks, samples: socialMediaLinksSamples, load: () => import('./social-media-links/Block') }),
  ebookLinks: defineBlock<EbookLinksBlock>({ schema: ebookLinks, samples: ebookLinksSamples, load: () => import('./ebook-links/Block') }),
  accessibilityImage: defineBlock<AccessibilityImageBlock>({ schema: accessibilityImage, samples: accessibilityImageSamples, load: () => import('./accessibility-image/Block') }),
  quoteBlock: defineBlock<QuoteBlockBlock>({ schema: quoteBlock, samples: quoteBlockSamples, load: () => import('./quote-block/Block') }),
  // Program content
  unitOverview: defineBlock<UnitOverviewBlock>({ schema: unitOverview, samples: unitOverviewSamples, load: () => import('./unit-overview/Block'),
    hasHeading: (block) => Boolean(block.sectionTitle?.trim()),
  }),
  whatsIncluded: defineBlock<WhatsIncludedBlock>({ schema: whatsIncluded, samples: whatsIncludedSamples, load: () => import('./whats-included/Block'),
    hasHeading: (block) => Boolean(block.primaryTitle?.trim()),
  }),
  weeklyThemes: defineBlock<WeeklyThemesBlock>({ schema: weeklyThemes, samples: weeklyThemesSamples, load: () => import('./weekly-themes/Block') }),
  lessonOverview: defineBlock<LessonOverviewBlock>({ schema: lessonOverview, samples: lessonOverviewSamples, load: () => import('./lesson-overview/Block') }),
  productFeatures: defineBlock<ProductFeaturesBlock>({ schema: productFeatures, samples: productFeaturesSamples, load: () => import('./product-features/Block') }),
  // Interactive: pricing calculator
  pricingCalculator: defineBlock<PricingCalculatorBlock>({ schema: pricingCalculator, samples: pricingCalculatorSamples, load: () => import('./pricing-calculator/Block') }),
  // Tables and lists
  checklist: defineBlock<ChecklistBlock>({ schema: checklist, samples: checklistSamples, load: () => import('./checklist/Block') }),
  comparisonTable: defineBlock<ComparisonTableBlock>({ schema: comparisonTable, samples: comparisonTableSamples, load: () => import('./comparison-table/Block') }),
  partnerCards: defineBlock<PartnerCardsBlock>({ schema: partnerCards, samples: partnerCardsSamples, load: () => import('./partner-cards/Block') }),
  priceCards: defineBlock<PriceCardsBlock>({ schema: priceCards, samples: priceCardsSamples, load: () => import('./price-cards/Block') }),
  pricingList: defineBlock<PricingListBlock>({ schema: pricingList, samples: pricingListSamples, load: () => import('./pricing-list/Block') }),
  pricingTable: defineBlock<PricingTableBlock>({ schema: pricingTable, samples: pricingTableSamples, load: () => import('./pricing-table/Block') }),
  purchasingOptions: defineBlock<PurchasingOptionsBlock>({ schema: purchasingOptions, samples: purchasingOptionsSamples, load: () => import('./purchasing-options/Block') }),
  statCards: defineBlock<StatCardsBlock>({ schema: statCards, samples: statCardsSamples, load: () => import('./stat-cards/Block') }),
  statsBlock: defineBlock<StatsBlockBlock>({ schema: statsBlock, samples: statsBlockSamples, load: () => import('./stats-block/Block') }),
  territoryComparison: defineBlock<TerritoryComparisonBlock>({ schema: territoryComparison, samples: territoryComparisonSamples, load: () => import('./territory-comparison/Block') }),
  // Media
  videoEmbed: defineBlock<VideoEmbedBlock>({ schema: videoEmbed, samples: videoEmbedSamples, load: () => import('./video-embed/Block'),
    hasHeading: (block) => !block.hideTitle && Boolean(block.title.trim()),
  }),
  streamVideo: defineBlock<StreamVideoBlock>({ schema: streamVideo, samples: streamVideoSamples, load: () => import('./stream-video/Block') }),
  videoPopout: defineBlock<VideoPopoutBlock>({ schema: videoPopout, samples: videoPopoutSamples, load: () => import('./video-popout/Block') }),
  quoteVideoList: defineBlock<QuoteVideoListBlock>({ schema: quoteVideoList, samples: quoteVideoListSamples, load: () => import('./quote-video-list/Block') }),
  videoList: defineBlock<VideoListBlock>({ schema: videoList, samples: videoListSamples, load: () => import('./video-list/Block') }),
  webinarListing: defineBlock<WebinarListingBlock>({ schema: webinarListing, samples: webinarListingSamples, load: () => import('./webinar-listing/Block') }),
  tutorialVideo: defineBlock<TutorialVideoBlock>({ schema: tutorialVideo, samples: tutorialVideoSamples, load: () => import('./tutorial-video/Block') }),
  imageLightbox: defineBlock<ImageLightboxBlock>({ schema: imageLightbox, samples: imageLightboxSamples, load: () => import('./image-lightbox/Block') }),
  // Media: carousels
  imageCarousel: defineBlock<ImageCarouselBlock>({ schema: imageCarousel, samples: imageCarouselSamples, load: () => import('./image-carousel/Block') }),
  loopingCarousel: defineBlock<LoopingCarouselBlock>({ schema: loopingCarousel, samples: loopingCarouselSamples, load: () => import('./looping-carousel/Block') }),
  videoCarousel: defineBlock<VideoCarouselBlock>({ schema: videoCarousel, samples: videoCarouselSamples, load: () => import('./video-carousel/Block') }),
  // Forms: interest forms
  interestForm: defineBlock<InterestFormBlock>({ schema: interestForm, samples: interestFormSamples, load: () => import('./interest-form/Block') }),
  // Forms: marketing-automation forms, sign-up modal, feedback form section
  marketingForm: defineBlock<MarketingFormBlock>({ schema: marketingForm, samples: marketingFormSamples, load: () => import('./marketing-form/Block') }),
  signUpModal: defineBlock<SignUpModalBlock>({ schema: signUpModal, samples: signUpModalSamples, load: () => import('./sign-up-modal/Block'),
    // The modal's title shows only in the modal: the section's heading is its optional section title.
    hasHeading: (block) => Boolean(block.sectionTitle?.trim()),
  }),
  feedbackFormSection: defineBlock<FeedbackFormSectionBlock>({ schema: feedbackFormSection, samples: feedbackFormSectionSamples, load: () => import('./feedback-form-section/Block'),
    // In a modal the title is the modal's, not the page's.
    hasHeading: (block) => !block.showModal && Boolean(block.title.trim()),
  }),
  // Interactive: FAQ
  faq: defineBlock<FaqBlock>({ schema: faq, samples: faqSamples, load: () => import('./faq/Block') }),
  // Interactive: site search
  searchResults: defineBlock<SearchResultsBlock>({ schema: searchResults, samples: searchResultsSamples, load: () => import('./search-results/Block') }),
} satisfies { [K in PageSection['blockType']]: BlockDefinition<Extract<PageSection, { blockType: K }>> }

export type BlockType = keyof typeof registry

/** A section of a page as Payload returns it. */
export type PageSection = NonNullable<Page['sections']>[number]

/** The CMS schemas, each listed in the admin by its type and its own title. Registered once in the CMS config. */
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

export const blockSlugs = Object.keys(registry) as BlockType[]

export function findBlock(blockType: string | null | undefined): BlockDefinition | undefined {
  return blockType && Object.hasOwn(registry, blockType) ? (registry[blockType as BlockType] as BlockDefinition) : undefined
}
