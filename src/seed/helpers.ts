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
