import { TextParts } from '@/components/TextParts'
import { TitledSection } from '@/components/TitledSection'
import { marketingFormId, marketingFormName } from '@/features/marketing-forms/forms'
import { marketingFormSettings } from '@/features/marketing-forms/settings'
import { subheadingLevel, type BlockProps } from '@/lib/sections'
import type { MarketingFormBlock } from '@/payload-types'
import { MarketingForm } from './Loader.client'

/** A form of the marketing-automation provider under an optional title and text; once sent, the success message. */
export default function MarketingFormSection({ block, context }: BlockProps<MarketingFormBlock>) {
  const formId = marketingFormId(block.formId)
  if (!formId) return null
  const { title } = block
  return (
    <TitledSection title={title} headingLevel={context.headingLevel} text={block.text} anchorLink={block.anchorLink} width="narrow">
      <MarketingForm
        {...marketingFormSettings()}
        formId={formId}
        label={title || marketingFormName(formId)}
        success={
          <TextParts parts={[{ title: block.successTitle, text: block.successMessage }]} headingLevel={title ? subheadingLevel(context.headingLevel) : context.headingLevel} />
        }
      />
    </TitledSection>
  )
}
