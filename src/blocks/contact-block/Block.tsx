import { Icon } from '@/components/Icon'
import { Link } from '@/components/Link'
import { TitledSection } from '@/components/TitledSection'
import { findEmail, mailtoHref } from '@/lib/email'
import type { BlockProps } from '@/lib/sections'
import type { ContactBlockBlock } from '@/payload-types'
import styles from './Block.module.css'

/** A heading and a line of contact text whose email address is a mailto: link (plain text without a valid address). */
export default function ContactBlock({ block, context }: BlockProps<ContactBlockBlock>) {
  const found = findEmail(block.text)
  return (
    <TitledSection anchorLink={block.anchorLink} background={block.backgroundColor} title={block.title} headingLevel={context.headingLevel} headingClassName="heading-3">
      <p className={styles.line}>
        <Icon name="mail" size={24} className={styles.icon} />
        <span>
          {found ? (
            <>
              {found.before}
              <Link href={mailtoHref(found.email)}>{found.email}</Link>
              {found.after}
            </>
          ) : (
            block.text
          )}
        </span>
      </p>
    </TitledSection>
  )
}
