import { registry } from '../../blocks/registry'
import type { SeedPage, SeedSection } from '../helpers'

/** The block gallery: every registered block's demo content, in registry order. */
export const blockGallery: SeedPage = {
  title: 'Block gallery',
  path: '/blocks',
  displayTitle: true,
  seo: { description: 'Every content block the site offers, with demo content.', robots: ['noindex', 'nofollow'] },
  sections: Object.values(registry).flatMap((entry) => entry.sample as SeedSection[]),
}
