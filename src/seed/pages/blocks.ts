import { registry } from '@/blocks/registry'
import { schemas, type BlockType } from '@/blocks/schemas'
import { BLOCK_GALLERY_PATH } from '@/lib/block-gallery'
import { text, type SeedPage } from '@/seed/helpers'

/** Review pages: search engines are asked to leave them alone. */
const seo: SeedPage['seo'] = { description: 'Every content block the site offers, with demo content.', robots: ['noindex', 'nofollow'] }

const addressOf = (group: string) => `${BLOCK_GALLERY_PATH}/${group.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
const labelOf = (type: BlockType) => String(schemas[type].labels?.singular ?? type)

/** Block types by their group in the add-section drawer, groups in the order of their first block. */
const groups = new Map<string, BlockType[]>()
for (const type of Object.keys(registry) as BlockType[]) {
  const group = String(schemas[type].admin?.group ?? 'Other')
  groups.set(group, [...(groups.get(group) ?? []), type])
}

/**
 * One gallery page per drawer group, showing every named fixture of its blocks in registry order. A page per group keeps
 * each one as light as a content page; other pages have content of their own, reusing a fixture only word for word.
 */
export const blockGalleryGroups: SeedPage[] = [...groups].map(([group, types]) => ({
  title: `Block gallery: ${group}`,
  path: addressOf(group),
  displayTitle: true,
  seo,
  sections: types.flatMap((type) => Object.values(registry[type].samples)),
}))

/** The gallery's front page: each group with the blocks it holds, linked to the group's page. */
export const blockGallery: SeedPage = {
  title: 'Block gallery',
  path: BLOCK_GALLERY_PATH,
  displayTitle: true,
  seo,
  sections: [
    text(
      'Every block, by group',
      [
        'Each page below shows one group of the add-section drawer: every block in it, with each of its demo fixtures.',
        '',
        ...[...groups].map(([group, types]) => `- [${group}](${addressOf(group)}): ${types.map(labelOf).join(', ')}`),
      ].join('\n'),
    ),
  ],
}
