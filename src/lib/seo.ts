import type { Metadata } from 'next'

import type { Media, Page } from '@/payload-types'

type SeoContext = { route: string; searchSiteDomain: string; siteName: string }

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

const imageUrl = (image: number | Media | null | undefined, domain: string) =>
  image && typeof image === 'object' && image.url ? absolute(domain, image.url) : undefined

/** Shared when a page has no social image of its own (public/og-default.png, made by scripts/og-image.mjs). */
export const DEFAULT_OG_IMAGE = { path: '/og-default.png', width: 1200, height: 630 } as const

/** The site's public address: the search-site domain from the site settings (as canonical links use), else SITE_URL. */
export function siteOrigin(searchSiteDomain: string | null | undefined, siteUrl: string): string {
  const domain = filled(searchSiteDomain) ? searchSiteDomain.trim() : siteUrl
  return domain.replace(/\/+$/, '')
}

/** Paths search engines are asked not to crawl: the CMS, its API, the block gallery and the preview routes. */
export const CRAWL_DISALLOWED = ['/admin', '/api', '/blocks', '/next/'] as const

const disallowed = (route: string) =>
  CRAWL_DISALLOWED.some((prefix) => (prefix.endsWith('/') ? route.startsWith(prefix) : route === prefix || route.startsWith(`${prefix}/`)))

/**
 * What a page asks of search engines, the same in its head and in the sitemap: either SEO field set can keep it
 * out of results or stop links being followed (v2 "index"/"follow" unticked, or noindex/nofollow in the v1 robots
 * list), whichever set is otherwise in use; noarchive and nosnippet come from the v1 list.
 */
export function pageRobots(page: Pick<Page, 'seo' | 'seoV2'>) {
  const list = new Set(page.seo?.robots ?? [])
  return {
    index: page.seoV2?.metaRobotsIndex !== false && !list.has('noindex'),
    follow: page.seoV2?.metaRobotsFollow !== false && !list.has('nofollow'),
    ...(list.has('noarchive') ? { noarchive: true } : {}),
    ...(list.has('nosnippet') ? { nosnippet: true } : {}),
  }
}

/** Whether a page belongs in the sitemap: indexable by its own robots rule and not under a path robots.txt disallows. */
export function isIndexable(page: Pick<Page, 'path' | 'seo' | 'seoV2'>): boolean {
  return pageRobots(page).index && !disallowed(page.path ?? '/')
}

/**
 * Structured data for every page: the organisation and the website, with a search action. The site's search page
 * reads the term from the address's hash, so the template puts it there.
 */
export function siteStructuredData({ origin, siteName }: { origin: string; siteName: string }) {
  const home = `${origin}/`
  return {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'Organization', '@id': `${home}#organization`, name: siteName, url: home },
      {
        '@type': 'WebSite',
        '@id': `${home}#website`,
        name: siteName,
        url: home,
        publisher: { '@id': `${home}#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search#{search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  }
}

/** JSON for a `<script type="application/ld+json">`: "<" is escaped so no text can close the script element. */
export const jsonLdScript = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c')

/** Joins the search-site domain and a path; full addresses are kept as they are. */
export function absolute(domain: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return `${domain.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`.replace(/\/$/, '') || domain
}

/** The v2 field set counts as filled when any of its texts or images is set. */
export function usesSeoV2(page: Pick<Page, 'seoV2'>): boolean {
  const v2 = page.seoV2
  if (!v2) return false
  const { metaRobotsIndex: _index, metaRobotsFollow: _follow, ...rest } = v2
  return Object.values(rest).some((value) => filled(value) || (value != null && typeof value === 'object'))
}

/** Head metadata for a page from whichever SEO field set is filled, with the canonical on the search-site domain. */
export function pageMetadata(page: Pick<Page, 'title' | 'seo' | 'seoV2'>, ctx: SeoContext): Metadata {
  const domain = ctx.searchSiteDomain
  const v1 = page.seo ?? {}
  const v2 = usesSeoV2(page) ? page.seoV2 : null
  const title = (filled(v1.title) && v1.title) || page.title
  const description = v2 ? v2.metaDescription || undefined : v1.description || undefined
  const canonicalPath = (v2 ? v2.canonicalUrl : v1.canonicalUrl) || ctx.route
  const canonical = absolute(domain, canonicalPath)
  const socialTitle = (v2 ? v2.socialTitle : v1.titleSocial) || title
  const socialDescription = (v2 ? v2.socialDescription : v1.descriptionSocial) || description
  const ownImage = imageUrl(v2 ? v2.socialImage : v1.image, domain)
  const image = ownImage ?? absolute(domain, DEFAULT_OG_IMAGE.path)
  const card = (v2 ? v2.twitterCard : v1.card) || (ownImage ? 'summary_large_image' : 'summary')
  const creator = (v2 ? v2.twitterCreator : v1.creator) || undefined

  const languages =
    !v2 && filled(v1.alternateUrl) && filled(v1.alternateHrefLang)
      ? { [v1.alternateHrefLang]: absolute(domain, v1.alternateUrl) }
      : undefined

  return {
    title,
    description,
    robots: pageRobots(page),
    alternates: { canonical, ...(languages ? { languages } : {}) },
    openGraph: {
      title: socialTitle,
      description: socialDescription,
      url: (!v2 && v1.url) || canonical,
      siteName: (v2 && v2.socialSiteName) || ctx.siteName,
      type: !v2 && v1.type === 'article' ? 'article' : 'website',
      ...(!v2 && v1.locale ? { locale: v1.locale } : {}),
      images: [ownImage ? { url: image } : { url: image, width: DEFAULT_OG_IMAGE.width, height: DEFAULT_OG_IMAGE.height }],
    },
    twitter: {
      card,
      title: socialTitle,
      description: socialDescription,
      ...(creator ? { creator } : {}),
      images: [image],
    },
  }
}
