import { Heading } from '@/components/Heading'
import { Section } from '@/components/Section'
import { env } from '@/server/env.server'
import { subheadingLevel, type BlockProps } from '@/lib/sections'
import type { SearchResultsBlock } from '@/payload-types'
import { SiteSearch } from './Loader.client'

export default function SearchResults({ block, context }: BlockProps<SearchResultsBlock>) {
  const titleId = `search-${block.id ?? 'results'}`
  return (
    <Section labelledBy={titleId}>
      <Heading level={context.headingLevel} id={titleId} className="heading-1">
        {block.title}
      </Heading>
      <SiteSearch
        label={block.label}
        placeholder={block.placeholder}
        curriculumHost={env.CURRICULUM_SEARCH_URL}
        resultHeadingLevel={subheadingLevel(context.headingLevel)}
      />
    </Section>
  )
}
