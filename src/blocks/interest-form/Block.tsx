import { TitledSection } from '@/components/TitledSection'
import { DEFAULT_CAMPAIGN_IDS, type InterestFormKind } from '@/features/leads/validation'
import { env } from '@/server/env.server'
import { subheadingLevel, type BlockProps } from '@/lib/sections'
import type { InterestFormBlock } from '@/payload-types'
import { InterestFormFields } from './Loader.client'

/** The form's accessible name when the section has no title. */
export const FORM_LABEL = 'Interest form'

/** Where the form's calls go: the page's own origin, or for the second form a configured content site. */
export const apiBaseFor = (kind: InterestFormKind) => (kind === 'second' ? env.CONTENT_SITE_URL : '')

export default function InterestForm({ block, context }: BlockProps<InterestFormBlock>) {
  const kind = block.variant
  const title = block.title?.trim()
  return (
    <TitledSection title={title} text={block.text} headingLevel={context.headingLevel} anchorLink={block.anchorLink} width="narrow">
      <InterestFormFields
        kind={kind}
        apiBase={apiBaseFor(kind)}
        campaignId={block.campaignId?.trim() || DEFAULT_CAMPAIGN_IDS[kind]}
        label={title || FORM_LABEL}
        headingLevel={title ? subheadingLevel(context.headingLevel) : context.headingLevel}
      />
    </TitledSection>
  )
}
