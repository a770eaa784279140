import { addressFieldName } from '@/lib/page-links'
import type { CenteredHeroBlock, MarkdownSectionBlock, Page, SpacerLevelsBlock } from '@/payload-types'

export type SeedSection = NonNullable<Page['sections']>[number] extends infer S ? (S extends { id?: unknown } ? Omit<S, 'id'> : never) : never

export type SeedPage = {
  title: string
  path: string
  sections: SeedSection[]
  sectionsRight?: SeedSection[]
  twoColumnLayout?: 'True' | 'False'
  fullWidth?: boolean
  selaFont?: boolean
  displayTitle?: boolean
  /** Content space shown in the review bar; empty uses the site setting. */
  space?: string
  seo?: Page['seo']
  seoV2?: Page['seoV2']
}

export const hero = (
  title: string,
  subtitle: string,
  text: string,
  link?: { text: string; url: string },
  backgroundColor: CenteredHeroBlock['backgroundColor'] = 'primary',
): Omit<CenteredHeroBlock, 'id'> => ({
  blockType: 'centeredHero',
  title,
  subtitle,
  text,
  linkText: link?.text,
  linkUrl: link?.url,
  backgroundColor,
})

export const text = (
  title: string,
  body: string,
  options: Partial<Omit<MarkdownSectionBlock, 'id' | 'blockType' | 'title' | 'text'>> = {},
): Omit<MarkdownSectionBlock, 'id'> => ({ blockType: 'markdownSection', title, text: body, ...options })

export const gap = (level: SpacerLevelsBlock['level'] = '2'): Omit<SpacerLevelsBlock, 'id'> => ({
  blockType: 'spacerLevels',
  level,
})

/** In seed data, a link that chooses the page at `path`; the seed stores that page's id (it must be created earlier). */
export const seededPage = (path: string): Page => ({ path }) as Page

/** A copy of seed data with every `seededPage` swapped for the id of the page at its address (none when unknown). */
export function chooseSeededPages<T>(value: T, pageIds: ReadonlyMap<string, number>): T {
  if (Array.isArray(value)) return value.map((item) => chooseSeededPages(item, pageIds)) as T
  if (!value || typeof value !== 'object') return value
  const seeded = (key: string, item: unknown): item is Page => Boolean(addressFieldName(key)) && typeof item === 'object' && item !== null && !('id' in item)
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, seeded(key, item) ? (pageIds.get(item.path) ?? null) : chooseSeededPages(item, pageIds)]),
  ) as T
}
