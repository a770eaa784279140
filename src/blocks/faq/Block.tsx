import { Icon } from '@/components/Icon'
import { Markdown } from '@/components/Markdown'
import { TitledSection } from '@/components/TitledSection'
import { faqStructuredData, uniqueSlugs } from '@/blocks/faq/faq'
import { anchorId } from '@/lib/links'
import { markdownPlainText } from '@/lib/markdown'
import { jsonLdScript } from '@/lib/seo'
import { subheadingLevel, type BlockProps } from '@/lib/sections'
import type { FaqBlock } from '@/payload-types'
import type { FaqGroup } from './Block.client'
import { FaqBrowser } from './Loader.client'

/**
 * The FAQ: every category and every answer is in the server's HTML (readable without the script, found by search
 * engines, described as a schema.org FAQPage); the island adds the keyword search, Expand All / Collapse All, the
 * category jump links and deep links.
 */
export default function Faq({ block, context }: BlockProps<FaqBlock>) {
  const groupLevel = subheadingLevel(context.headingLevel)
  const groupAnchors = block.sections.map((section) => anchorId(section.anchorLink))
  const slugs = uniqueSlugs(
    block.sections.flatMap((section) => section.subSections.map((entry) => entry.title)),
    block.sections.map((section) => section.anchorLink),
  )
  let index = 0
  const groups: FaqGroup[] = block.sections.map((section, groupIndex) => ({
    key: section.id ?? `section-${groupIndex}`,
    id: groupAnchors[groupIndex],
    anchor: section.anchorLink,
    title: section.title,
    icon: <Icon name={section.icon} size={28} />,
    entries: section.subSections.map((entry, entryIndex) => {
      const slug = slugs[index++]
      return {
        key: entry.id ?? `${groupIndex}-${entryIndex}`,
        slug,
        id: anchorId(slug),
        question: entry.title,
        answerText: markdownPlainText(entry.text),
        answer: <Markdown text={entry.text} />,
        look: { center: entry.center, small: entry.small, white: entry.white },
      }
    }),
  }))
  const structuredData = faqStructuredData(groups.flatMap((group) => group.entries))
  return (
    <TitledSection title={block.title} headingLevel={context.headingLevel}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(structuredData) }} />
      <FaqBrowser groups={groups} headingLevel={groupLevel} />
    </TitledSection>
  )
}
