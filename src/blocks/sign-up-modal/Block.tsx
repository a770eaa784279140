import { Markdown } from '@/components/Markdown'
import { TextParts } from '@/components/TextParts'
import { TitledSection } from '@/components/TitledSection'
import { marketingFormId } from '@/features/marketing-forms/forms'
import { marketingFormSettings } from '@/features/marketing-forms/settings'
import { subheadingLevel, type BlockProps } from '@/lib/sections'
import type { SignUpModalBlock } from '@/payload-types'
import { SignUpModal } from './Loader.client'

/** Modal titles are h2 (components/Modal); what the modal shows under its title is one level down. */
const IN_MODAL_LEVEL = subheadingLevel(2)

/** An optional title and text on the page, and a button that opens a modal with a sign-up form. */
export default function SignUpModalSection({ block, context }: BlockProps<SignUpModalBlock>) {
  const formId = marketingFormId(block.formId)
  if (!formId) return null
  return (
    <TitledSection title={block.sectionTitle} headingLevel={context.headingLevel} text={block.sectionText} anchorLink={block.anchorLink}>
      <SignUpModal
        label={block.label}
        title={block.title}
        intro={<Markdown text={block.text} />}
        form={{
          ...marketingFormSettings(),
          formId,
          success: <TextParts parts={[{ title: block.successTitle, text: block.successMessage }]} headingLevel={IN_MODAL_LEVEL} />,
        }}
      />
    </TitledSection>
  )
}
