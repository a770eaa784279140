import { useId } from 'react'

import { Heading } from '@/components/Heading'
import { Icon } from '@/components/Icon'
import { Link } from '@/components/Link'
import { Section } from '@/components/Section'
import { findEmail, mailtoHref } from '@/lib/email'
import type { BlockProps } from '@/lib/sections'
import type { ContactBlockBlock } from '@/payload-types'
import styles from './Block.module.css'

/** A heading and a line of contact text whose email address is a mailto: link (plain text without a valid address). */
export default function ContactBlock({ block, context }: BlockProps<ContactBlockBlock>) {
  const titleId = useId()
  const found = findEmail(block.text)
  return (
    <Section anchorLink={block.anchorLink} background={block.backgroundColor} labelledBy={titleId}>
      <Heading level={context.headingLevel} id={titleId} className="heading-3">
        {block.title}
      </Heading>
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
    </Section>
  )
}
