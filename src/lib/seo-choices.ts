/** Choices of the SEO fields (cms/fields/seo.ts) that lib/seo.ts turns into head metadata. */

/** Robots directives editors can pick; lib/seo.ts reads noindex, nofollow, noarchive and nosnippet. */
export const robotsDirectives = ['index', 'noindex', 'follow', 'nofollow', 'noarchive', 'nosnippet'] as const
export type RobotsDirective = (typeof robotsDirectives)[number]

/** Twitter card types; empty means summary_large_image when the page has a social image, else summary. */
export const twitterCardTypes = ['summary', 'summary_large_image'] as const
export type TwitterCardType = (typeof twitterCardTypes)[number]
