import { registry } from '@/blocks/registry'
import type { SeedPage } from '@/seed/helpers'

/**
 * The block gallery: every named fixture of every registered block, in registry order. Other pages have content of
 * their own, reusing a fixture only where they show it word for word.
 */
export const blockGallery: SeedPage = {
  title: 'Block gallery',
  path: '/blocks',
  displayTitle: true,
  seo: { description: 'Every content block the site offers, with demo content.', robots: ['noindex', 'nofollow'] },
  sections: Object.values(registry).flatMap((entry) => Object.values(entry.samples)),
}
