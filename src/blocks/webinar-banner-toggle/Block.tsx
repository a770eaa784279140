import { BackdropBanner } from '@/components/BackdropBanner'
import { Link } from '@/components/Link'
import { LIVE_WEBINARS_PATH, ON_DEMAND_WEBINARS_PATH, webinarToggle, type WebinarToggle } from '@/blocks/webinar-banner-toggle/webinars'
import type { WebinarBannerToggleBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'
import styles from './Block.module.css'

const tabs = [
  { key: 'live', label: 'Live Webinars', href: LIVE_WEBINARS_PATH },
  { key: 'onDemand', label: 'On-Demand Webinars', href: ON_DEMAND_WEBINARS_PATH },
] as const

function Tabs({ active }: { active: WebinarToggle['active'] }) {
  return (
    <nav aria-label="Webinar type" className={styles.tabs}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            {tab.key === active ? (
              <span className={styles.active} aria-current="page">
                {tab.label}
              </span>
            ) : (
              <Link href={tab.href} className={styles.tab}>
                {tab.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

export default function WebinarBannerToggle({ block, context }: BlockProps<WebinarBannerToggleBlock>) {
  const toggle = webinarToggle(block.linkUrl)
  return (
    <BackdropBanner
      image={block.image}
      imageSide={toggle?.imageSide ?? 'right'}
      anchorLink={block.anchorLink}
      loading={context.imageLoading}
      title={block.title}
      text={block.text}
      headingLevel={context.headingLevel}
      headingClassName="heading-1"
      aside={toggle ? <Tabs active={toggle.active} /> : null}
    />
  )
}
