import { Icon } from '@/components/Icon'
import { Link } from '@/components/Link'
import { TitledSection } from '@/components/TitledSection'
import type { BlockProps } from '@/lib/sections'
import { isSocialPlatform, socialLinkName, socialPlatforms } from './platforms'
import type { SocialMediaLinksBlock } from '@/payload-types'
import styles from './Block.module.css'

/** Icon links to the organisation's social accounts; each is named "<account> on <platform>" and opens in a new tab. */
export default function SocialMediaLinks({ block, context }: BlockProps<SocialMediaLinksBlock>) {
  const links = (block.links ?? []).filter((link) => isSocialPlatform(link.platform) && link.url)
  return (
    <TitledSection anchorLink={block.anchorLink} background={block.backgroundColor} title={block.title} headingLevel={context.headingLevel} headingClassName="heading-3">
      <ul className={styles.list} aria-label={block.title ? undefined : `${block.accountName} on social media`}>
        {links.map(({ platform, url, id }) => (
          <li key={id ?? platform}>
            {/* Social networks are other hosts, so Link opens them in a new tab and says so to screen readers. */}
            <Link href={url} className={styles.link}>
              <Icon name={socialPlatforms[platform].icon} size={28} />
              <span className="visually-hidden">{socialLinkName(block.accountName, platform)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  )
}
