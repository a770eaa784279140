import { Heading } from '@/components/Heading'
import { Markdown } from '@/components/Markdown'
import { Section } from '@/components/Section'
import { getCurrentNotifications } from '@/features/notifications/data'
import { formatNotificationDate, NO_NOTIFICATIONS } from '@/features/notifications/rules'
import { subheadingLevel, type BlockProps } from '@/lib/sections'
import type { NotificationsListBlock } from '@/payload-types'
import styles from './Block.module.css'

export default async function NotificationsList({ block, context }: BlockProps<NotificationsListBlock>) {
  const titleId = `notifications-${block.id ?? 'list'}`
  const notifications = await getCurrentNotifications()
  const itemLevel = block.title ? subheadingLevel(context.headingLevel) : context.headingLevel
  return (
    <Section labelledBy={block.title ? titleId : undefined}>
      {block.title ? (
        <Heading level={context.headingLevel} id={titleId} className="heading-2">
          {block.title}
        </Heading>
      ) : null}
      {notifications.length ? (
        <ul className={styles.list}>
          {notifications.map((notification) => (
            <li key={notification.id} className={styles.item}>
              <article>
                <Heading level={itemLevel} className="heading-4">
                  {notification.pageHeader}
                </Heading>
                {notification.postedDate ? <p className={styles.posted}>
                    Posted <time dateTime={notification.postedDate}>{formatNotificationDate(notification.postedDate)}</time>
                  </p> : null}
                <Markdown text={notification.pageDescription} />
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p>{NO_NOTIFICATIONS}</p>
      )}
    </Section>
  )
}
