import type {
  AccessibilityImageBlock,
  AccordionBlock,
  BlogFeedBlock,
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
  ProgramWheelBlock,
  SampleLessonsBlock,
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
  TerritoryMapBlock,
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
  LiveWebinarsBlock,
  WeeklyThemesBlock,
  WhatsIncludedBlock,
  YetiHeroBlock,
} from '@/payload-types'
import { defineBlock, type BlockDefinition } from './define'
import type { BlockType } from './schemas'

import { samples as centeredHeroSamples } from './centered-hero/sample'
import { samples as ctaBannerSamples } from './cta-banner/sample'
import { samples as heroBannerSamples } from './hero-banner/sample'
import { samples as heroImageSamples } from './hero-image/sample'
import { samples as homepageHeroSamples } from './homepage-hero/sample'
import { samples as imageTextBannerSamples } from './image-text-banner/sample'
import { samples as linkBannerSamples } from './link-banner/sample'
import { samples as markdownSectionSamples } from './markdown-section/sample'
import { samples as notificationsListSamples } from './notifications-list/sample'
import { samples as pillarBannerSamples } from './pillar-banner/sample'
import { samples as primaryHeroSamples } from './primary-hero/sample'
import { samples as promoBannerSamples } from './promo-banner/sample'
import { samples as scopeSequenceBannerSamples } from './scope-sequence-banner/sample'
import { samples as shortHeroSamples } from './short-hero/sample'
import { samples as spacerSamples } from './spacer/sample'
import { samples as spacerLevelsSamples } from './spacer-levels/sample'
import { samples as successStoryBannerSamples } from './success-story-banner/sample'
import { samples as successStoryHeroSamples } from './success-story-hero/sample'
import { samples as viewSampleBannerSamples } from './view-sample-banner/sample'
import { samples as webinarBannerToggleSamples } from './webinar-banner-toggle/sample'
import { samples as webinarCategoryHeaderSamples } from './webinar-category-header/sample'
import { samples as yetiHeroSamples } from './yeti-hero/sample'
// Program content
import { samples as unitOverviewSamples } from './unit-overview/sample'
import { samples as whatsIncludedSamples } from './whats-included/sample'
import { samples as weeklyThemesSamples } from './weekly-themes/sample'
import { samples as lessonOverviewSamples } from './lesson-overview/sample'
import { samples as productFeaturesSamples } from './product-features/sample'
import { samples as sampleLessonsSamples } from './sample-lessons/sample'

// Interactive and dashboard blocks: accordion, feature section, dashboard section, timeline tile.
import { samples as accordionSamples } from './accordion/sample'
import { samples as featureSectionSamples } from './feature-section/sample'
import { samples as dashboardSectionSamples } from './dashboard-section/sample'
import { samples as timelineTileSamples } from './timeline-tile/sample'
// Cards
import { samples as cardListSamples } from './card-list/sample'
import { samples as threeCardSamples } from './three-card/sample'
import { samples as imageCardsSamples } from './image-cards/sample'
import { samples as iconCardsSamples } from './icon-cards/sample'
import { samples as textImageCardsSamples } from './text-image-cards/sample'
import { samples as largeCardSamples } from './large-card/sample'
import { samples as storyCardsSamples } from './story-cards/sample'
import { samples as caseStudySamples } from './case-study/sample'
import { samples as launchAdSamples } from './launch-ad/sample'
// Text blocks
import { samples as accessibilityImageSamples } from './accessibility-image/sample'
import { samples as contactBlockSamples } from './contact-block/sample'
import { samples as ebookLinksSamples } from './ebook-links/sample'
import { samples as footnotesListSamples } from './footnotes-list/sample'
import { samples as infoCalloutSamples } from './info-callout/sample'
import { samples as linkButtonListSamples } from './link-button-list/sample'
import { samples as quoteBlockSamples } from './quote-block/sample'
import { samples as socialMediaLinksSamples } from './social-media-links/sample'
import { samples as textSectionSamples } from './text-section/sample'
import { samples as trainingGradeColumnsSamples } from './training-grade-columns/sample'
import { samples as twoColumnTextSamples } from './two-column-text/sample'
// Interactive: pricing calculator
import { samples as pricingCalculatorSamples } from './pricing-calculator/sample'
// Tables and lists
import { samples as checklistSamples } from './checklist/sample'
import { samples as comparisonTableSamples } from './comparison-table/sample'
import { samples as partnerCardsSamples } from './partner-cards/sample'
import { samples as priceCardsSamples } from './price-cards/sample'
import { samples as pricingListSamples } from './pricing-list/sample'
import { samples as pricingTableSamples } from './pricing-table/sample'
import { samples as purchasingOptionsSamples } from './purchasing-options/sample'
import { samples as statCardsSamples } from './stat-cards/sample'
import { samples as statsBlockSamples } from './stats-block/sample'
import { samples as territoryComparisonSamples } from './territory-comparison/sample'
import { samples as blogFeedSamples } from './blog-feed/sample'
// Media
import { samples as videoEmbedSamples } from './video-embed/sample'
import { samples as streamVideoSamples } from './stream-video/sample'
import { samples as videoPopoutSamples } from './video-popout/sample'
import { samples as quoteVideoListSamples } from './quote-video-list/sample'
import { samples as videoListSamples } from './video-list/sample'
import { samples as webinarListingSamples } from './webinar-listing/sample'
import { samples as liveWebinarsSamples } from './live-webinars/sample'
import { samples as tutorialVideoSamples } from './tutorial-video/sample'
import { samples as imageLightboxSamples } from './image-lightbox/sample'
// Media: carousels
import { samples as imageCarouselSamples } from './image-carousel/sample'
import { samples as loopingCarouselSamples } from './looping-carousel/sample'
import { samples as videoCarouselSamples } from './video-carousel/sample'
// Forms: interest forms
import { samples as interestFormSamples } from './interest-form/sample'
// Forms: marketing-automation forms, sign-up modal, feedback form section
import { samples as marketingFormSamples } from './marketing-form/sample'
import { samples as signUpModalSamples } from './sign-up-modal/sample'
import { samples as feedbackFormSectionSamples } from './feedback-form-section/sample'
// Interactive: FAQ
import { samples as faqSamples } from './faq/sample'
// Interactive: site search
import { samples as searchResultsSamples } from './search-results/sample'
// Interactive: sales territory map
import { samples as territoryMapSamples } from './territory-map/sample'
// Interactive: program wheel
import { samples as programWheelSamples } from './program-wheel/sample'

/**
 * The render registry: each block type's named fixtures, its server component (loaded on first use) and whether it
 * carries a heading. Only the page renderer, the seed and tests import it; the CMS configuration takes the schemas
 * from ./schemas, so nothing the CMS loads reaches a component.
 */
export const registry = {
  centeredHero: defineBlock<CenteredHeroBlock>({ samples: centeredHeroSamples, load: () => import('./centered-hero/Block') }),
  heroImage: defineBlock<HeroImageBlock>({ samples: heroImageSamples, load: () => import('./hero-image/Block') }),
  primaryHero: defineBlock<PrimaryHeroBlock>({ samples: primaryHeroSamples, load: () => import('./primary-hero/Block') }),
  shortHero: defineBlock<ShortHeroBlock>({ samples: shortHeroSamples, load: () => import('./short-hero/Block') }),
  successStoryHero: defineBlock<SuccessStoryHeroBlock>({ samples: successStoryHeroSamples, load: () => import('./success-story-hero/Block') }),
  yetiHero: defineBlock<YetiHeroBlock>({ samples: yetiHeroSamples, load: () => import('./yeti-hero/Block') }),
  heroBanner: defineBlock<HeroBannerBlock>({ samples: heroBannerSamples, load: () => import('./hero-banner/Block') }),
  homepageHero: defineBlock<HomepageHeroBlock>({ samples: homepageHeroSamples, load: () => import('./homepage-hero/Block'),
    // Always carries its screen-reader title, 'Programs Homepage'.
    hasHeading: () => true,
  }),
  linkBanner: defineBlock<LinkBannerBlock>({ samples: linkBannerSamples, load: () => import('./link-banner/Block') }),
  promoBanner: defineBlock<PromoBannerBlock>({ samples: promoBannerSamples, load: () => import('./promo-banner/Block') }),
  pillarBanner: defineBlock<PillarBannerBlock>({ samples: pillarBannerSamples, load: () => import('./pillar-banner/Block') }),
  scopeSequenceBanner: defineBlock<ScopeSequenceBannerBlock>({ samples: scopeSequenceBannerSamples, load: () => import('./scope-sequence-banner/Block') }),
  viewSampleBanner: defineBlock<ViewSampleBannerBlock>({ samples: viewSampleBannerSamples, load: () => import('./view-sample-banner/Block') }),
  successStoryBanner: defineBlock<SuccessStoryBannerBlock>({ samples: successStoryBannerSamples, load: () => import('./success-story-banner/Block') }),
  ctaBanner: defineBlock<CtaBannerBlock>({ samples: ctaBannerSamples, load: () => import('./cta-banner/Block') }),
  imageTextBanner: defineBlock<ImageTextBannerBlock>({ samples: imageTextBannerSamples, load: () => import('./image-text-banner/Block') }),
  webinarCategoryHeader: defineBlock<WebinarCategoryHeaderBlock>({ samples: webinarCategoryHeaderSamples, load: () => import('./webinar-category-header/Block') }),
  webinarBannerToggle: defineBlock<WebinarBannerToggleBlock>({ samples: webinarBannerToggleSamples, load: () => import('./webinar-banner-toggle/Block') }),
  markdownSection: defineBlock<MarkdownSectionBlock>({ samples: markdownSectionSamples, load: () => import('./markdown-section/Block') }),
  notificationsList: defineBlock<NotificationsListBlock>({
    samples: notificationsListSamples,
    load: () => import('./notifications-list/Block'),
  }),
  spacer: defineBlock<SpacerBlock>({ samples: spacerSamples, load: () => import('./spacer/Block') }),
  spacerLevels: defineBlock<SpacerLevelsBlock>({ samples: spacerLevelsSamples, load: () => import('./spacer-levels/Block') }),
  // Interactive and dashboard blocks.
  accordion: defineBlock<AccordionBlock>({ samples: accordionSamples, load: () => import('./accordion/Block') }),
  featureSection: defineBlock<FeatureSectionBlock>({ samples: featureSectionSamples, load: () => import('./feature-section/Block') }),
  dashboardSection: defineBlock<DashboardSectionBlock>({ samples: dashboardSectionSamples, load: () => import('./dashboard-section/Block') }),
  timelineTile: defineBlock<TimelineTileBlock>({ samples: timelineTileSamples, load: () => import('./timeline-tile/Block') }),
  // Cards
  cardList: defineBlock<CardListBlock>({ samples: cardListSamples, load: () => import('./card-list/Block') }),
  threeCard: defineBlock<ThreeCardBlock>({ samples: threeCardSamples, load: () => import('./three-card/Block') }),
  imageCards: defineBlock<ImageCardsBlock>({ samples: imageCardsSamples, load: () => import('./image-cards/Block') }),
  iconCards: defineBlock<IconCardsBlock>({ samples: iconCardsSamples, load: () => import('./icon-cards/Block') }),
  textImageCards: defineBlock<TextImageCardsBlock>({ samples: textImageCardsSamples, load: () => import('./text-image-cards/Block') }),
  largeCard: defineBlock<LargeCardBlock>({ samples: largeCardSamples, load: () => import('./large-card/Block') }),
  storyCards: defineBlock<StoryCardsBlock>({ samples: storyCardsSamples, load: () => import('./story-cards/Block') }),
  caseStudy: defineBlock<CaseStudyBlock>({ samples: caseStudySamples, load: () => import('./case-study/Block') }),
  launchAd: defineBlock<LaunchAdBlock>({ samples: launchAdSamples, load: () => import('./launch-ad/Block') }),
  // Text blocks
  textSection: defineBlock<TextSectionBlock>({ samples: textSectionSamples, load: () => import('./text-section/Block'),
    hasHeading: (block) => Boolean(block.sectionTitle?.trim() || block.title?.trim()),
  }),
  twoColumnText: defineBlock<TwoColumnTextBlock>({ samples: twoColumnTextSamples, load: () => import('./two-column-text/Block') }),
  trainingGradeColumns: defineBlock<TrainingGradeColumnsBlock>({ samples: trainingGradeColumnsSamples, load: () => import('./training-grade-columns/Block') }),
  infoCallout: defineBlock<InfoCalloutBlock>({ samples: infoCalloutSamples, load: () => import('./info-callout/Block') }),
  linkButtonList: defineBlock<LinkButtonListBlock>({ samples: linkButtonListSamples, load: () => import('./link-button-list/Block') }),
  contactBlock: defineBlock<ContactBlockBlock>({ samples: contactBlockSamples, load: () => import('./contact-block/Block') }),
  footnotesList: defineBlock<FootnotesListBlock>({ samples: footnotesListSamples, load: () => import('./footnotes-list/Block') }),
  socialMediaLinks: defineBlock<SocialMediaLinksBlock>({ samples: socialMediaLinksSamples, load: () => import('./social-media-links/Block') }),
  ebookLinks: defineBlock<EbookLinksBlock>({ samples: ebookLinksSamples, load: () => import('./ebook-links/Block') }),
  accessibilityImage: defineBlock<AccessibilityImageBlock>({ samples: accessibilityImageSamples, load: () => import('./accessibility-image/Block') }),
  quoteBlock: defineBlock<QuoteBlockBlock>({ samples: quoteBlockSamples, load: () => import('./quote-block/Block') }),
  // Program content
  unitOverview: defineBlock<UnitOverviewBlock>({ samples: unitOverviewSamples, load: () => import('./unit-overview/Block'),
    hasHeading: (block) => Boolean(block.sectionTitle?.trim()),
  }),
  whatsIncluded: defineBlock<WhatsIncludedBlock>({ samples: whatsIncludedSamples, load: () => import('./whats-included/Block'),
    hasHeading: (block) => Boolean(block.primaryTitle?.trim()),
  }),
  weeklyThemes: defineBlock<WeeklyThemesBlock>({ samples: weeklyThemesSamples, load: () => import('./weekly-themes/Block') }),
  lessonOverview: defineBlock<LessonOverviewBlock>({ samples: lessonOverviewSamples, load: () => import('./lesson-overview/Block') }),
  productFeatures: defineBlock<ProductFeaturesBlock>({ samples: productFeaturesSamples, load: () => import('./product-features/Block') }),
  sampleLessons: defineBlock<SampleLessonsBlock>({ samples: sampleLessonsSamples, load: () => import('./sample-lessons/Block') }),
  // Interactive: pricing calculator
  pricingCalculator: defineBlock<PricingCalculatorBlock>({ samples: pricingCalculatorSamples, load: () => import('./pricing-calculator/Block') }),
  // Tables and lists
  checklist: defineBlock<ChecklistBlock>({ samples: checklistSamples, load: () => import('./checklist/Block') }),
  comparisonTable: defineBlock<ComparisonTableBlock>({ samples: comparisonTableSamples, load: () => import('./comparison-table/Block') }),
  partnerCards: defineBlock<PartnerCardsBlock>({ samples: partnerCardsSamples, load: () => import('./partner-cards/Block') }),
  priceCards: defineBlock<PriceCardsBlock>({ samples: priceCardsSamples, load: () => import('./price-cards/Block') }),
  pricingList: defineBlock<PricingListBlock>({ samples: pricingListSamples, load: () => import('./pricing-list/Block') }),
  pricingTable: defineBlock<PricingTableBlock>({ samples: pricingTableSamples, load: () => import('./pricing-table/Block') }),
  purchasingOptions: defineBlock<PurchasingOptionsBlock>({ samples: purchasingOptionsSamples, load: () => import('./purchasing-options/Block') }),
  statCards: defineBlock<StatCardsBlock>({ samples: statCardsSamples, load: () => import('./stat-cards/Block') }),
  statsBlock: defineBlock<StatsBlockBlock>({ samples: statsBlockSamples, load: () => import('./stats-block/Block') }),
  territoryComparison: defineBlock<TerritoryComparisonBlock>({ samples: territoryComparisonSamples, load: () => import('./territory-comparison/Block') }),
  blogFeed: defineBlock<BlogFeedBlock>({ samples: blogFeedSamples, load: () => import('./blog-feed/Block') }),
  // Media
  videoEmbed: defineBlock<VideoEmbedBlock>({ samples: videoEmbedSamples, load: () => import('./video-embed/Block'),
    hasHeading: (block) => !block.hideTitle && Boolean(block.title.trim()),
  }),
  streamVideo: defineBlock<StreamVideoBlock>({ samples: streamVideoSamples, load: () => import('./stream-video/Block') }),
  videoPopout: defineBlock<VideoPopoutBlock>({ samples: videoPopoutSamples, load: () => import('./video-popout/Block') }),
  quoteVideoList: defineBlock<QuoteVideoListBlock>({ samples: quoteVideoListSamples, load: () => import('./quote-video-list/Block') }),
  videoList: defineBlock<VideoListBlock>({ samples: videoListSamples, load: () => import('./video-list/Block') }),
  webinarListing: defineBlock<WebinarListingBlock>({ samples: webinarListingSamples, load: () => import('./webinar-listing/Block') }),
  liveWebinars: defineBlock<LiveWebinarsBlock>({ samples: liveWebinarsSamples, load: () => import('./live-webinars/Block') }),
  tutorialVideo: defineBlock<TutorialVideoBlock>({ samples: tutorialVideoSamples, load: () => import('./tutorial-video/Block') }),
  imageLightbox: defineBlock<ImageLightboxBlock>({ samples: imageLightboxSamples, load: () => import('./image-lightbox/Block') }),
  // Media: carousels
  imageCarousel: defineBlock<ImageCarouselBlock>({ samples: imageCarouselSamples, load: () => import('./image-carousel/Block') }),
  loopingCarousel: defineBlock<LoopingCarouselBlock>({ samples: loopingCarouselSamples, load: () => import('./looping-carousel/Block') }),
  videoCarousel: defineBlock<VideoCarouselBlock>({ samples: videoCarouselSamples, load: () => import('./video-carousel/Block') }),
  // Forms: interest forms
  interestForm: defineBlock<InterestFormBlock>({ samples: interestFormSamples, load: () => import('./interest-form/Block') }),
  // Forms: marketing-automation forms, sign-up modal, feedback form section
  marketingForm: defineBlock<MarketingFormBlock>({ samples: marketingFormSamples, load: () => import('./marketing-form/Block') }),
  signUpModal: defineBlock<SignUpModalBlock>({ samples: signUpModalSamples, load: () => import('./sign-up-modal/Block'),
    // The modal's title shows only in the modal: the section's heading is its optional section title.
    hasHeading: (block) => Boolean(block.sectionTitle?.trim()),
  }),
  feedbackFormSection: defineBlock<FeedbackFormSectionBlock>({ samples: feedbackFormSectionSamples, load: () => import('./feedback-form-section/Block'),
    // In a modal the title is the modal's, not the page's.
    hasHeading: (block) => !block.showModal && Boolean(block.title.trim()),
  }),
  // Interactive: FAQ
  faq: defineBlock<FaqBlock>({ samples: faqSamples, load: () => import('./faq/Block') }),
  // Interactive: site search
  searchResults: defineBlock<SearchResultsBlock>({ samples: searchResultsSamples, load: () => import('./search-results/Block') }),
  // Interactive: sales territory map
  territoryMap: defineBlock<TerritoryMapBlock>({ samples: territoryMapSamples, load: () => import('./territory-map/Block') }),
  // Interactive: program wheel
  programWheel: defineBlock<ProgramWheelBlock>({ samples: programWheelSamples, load: () => import('./program-wheel/Block') }),
} satisfies { [K in PageSection['blockType']]: BlockDefinition<Extract<PageSection, { blockType: K }>> }

/** A section of a page as Payload returns it. */
export type PageSection = NonNullable<Page['sections']>[number]

export function findBlock(blockType: string | null | undefined): BlockDefinition | undefined {
  return blockType && Object.hasOwn(registry, blockType) ? (registry[blockType as BlockType] as BlockDefinition) : undefined
}
