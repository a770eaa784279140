import { registry } from '@/blocks/registry'
import type { SeedPage } from '@/seed/helpers'

/** The gallery opens with a picture hero, as most pages do: its picture is preloaded as the first screen's largest paint. */
const OPENING: keyof typeof registry = 'heroImage'

/**
 * The block gallery: every named fixture of every registered block, in registry order after the opening hero. Other
 * pages have content of their own, reusing a fixture only where they show it word for word.
 */
export const blockGallery: SeedPage = {
  title: 'Block gallery',
  path: '/blocks',
  displayTitle: true,
  seo: { description: 'Every content block the site offers, with demo content.', robots: ['noindex', 'nofollow'] },
  sections: [registry[OPENING], ...Object.values(registry).filter((entry) => entry !== registry[OPENING])].flatMap((entry) =>
    Object.values(entry.samples),
  ),
}
