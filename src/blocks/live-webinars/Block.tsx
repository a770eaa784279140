import { LinkButton } from '@/components/Button'
import { buttonClassName } from '@/components/button-style'
import { Card } from '@/components/Card'
import { Markdown } from '@/components/Markdown'
import { Modal } from '@/components/islands.client'
import { TitledSection } from '@/components/TitledSection'
import { getUpcomingWebinars } from '@/features/webinars/data'
import { formatSession, sessionEndsShowing } from '@/features/webinars/sessions'
import { webinarEvents } from '@/features/webinars/structured-data'
import { ALL_TOPICS } from '@/features/webinars/topics'
import { jsonLdScript } from '@/lib/seo'
import { subheadingLevel, type BlockProps } from '@/lib/sections'
import type { LiveWebinarsBlock } from '@/payload-types'
import { NextSession, SessionList, Until } from './Loader.client'
import styles from './Block.module.css'

export const NO_UPCOMING_WEBINAR = "We don't have an upcoming live webinar on this topic right now. Check back later for new content."
export const PARTICIPANT_NOTE =
  'Each webinar is limited to 1,000 participants. If you are unable to join, please register for a later presentation.'

/** The address of a session's calendar entry (an .ics file). */
export const calendarUrl = (sessionId: string) => `/api/webinars/calendar/${sessionId}`

/**
 * Live webinars of a topic as cards: the next session in Eastern time, a note when more follow, the description cut to
 * three lines and 'See Details' with every session to come. A session leaves the list an hour after its start, on the
 * server and in an open page; without an introduction and with no webinar left, the section says none is scheduled.
 */
export default async function LiveWebinars({ block, context }: BlockProps<LiveWebinarsBlock>) {
  const webinars = await getUpcomingWebinars(block.topic ?? ALL_TOPICS)
  const level = block.title ? subheadingLevel(context.headingLevel) : context.headingLevel
  const empty = block.text?.trim() ? null : <p className={styles.empty}>{NO_UPCOMING_WEBINAR}</p>
  const cards = webinars.map((webinar) => {
    const sessions = webinar.sessions.map((session) => ({ ...session, hideAt: sessionEndsShowing(session), text: formatSession(session.startTime, session.lengthMinutes) }))
    return (
      <Until key={webinar.id} hideAt={sessions[sessions.length - 1].hideAt}>
        <li className={styles.item}>
          <Card title={webinar.title} headingLevel={level} className={styles.card}>
            <NextSession sessions={sessions.map(({ hideAt, text, startTime }) => ({ hideAt, text, startTime }))} label="Next Session:" moreLabel="More sessions available" className={styles.next} />
            <Markdown text={webinar.description} className={styles.description} />
            <div className={styles.actions}>
              <Modal title={webinar.title} triggerLabel="See Details" triggerClassName={buttonClassName({ color: 'primary' })}>
                <Markdown text={webinar.details} />
                <SessionList
                  className={styles.sessions}
                  sessions={sessions.map((session) => ({
                    key: session.id ?? session.startTime,
                    hideAt: session.hideAt,
                    content: (
                      <>
                        <p className={styles.when}>
                          <time dateTime={session.startTime}>{session.text}</time>
                        </p>
                        <p className={styles.sessionLinks}>
                          <LinkButton text={session.linkText} url={session.linkUrl} />
                          {session.id ? (
                            <a href={calendarUrl(session.id)} download className={styles.calendar}>
                              Add to calendar
                            </a>
                          ) : null}
                        </p>
                      </>
                    ),
                  }))}
                />
                <p className={styles.note}>{PARTICIPANT_NOTE}</p>
              </Modal>
            </div>
          </Card>
        </li>
      </Until>
    )
  })
  const lastHideAt = Math.max(...webinars.map((webinar) => sessionEndsShowing(webinar.sessions[webinar.sessions.length - 1])))
  return (
    <TitledSection title={block.title} headingLevel={context.headingLevel} text={block.text} background={block.backgroundColor} anchorLink={block.anchorLink}>
      {cards.length ? (
        <>
          <Until hideAt={lastHideAt} after={empty}>
            <ul className={styles.list} aria-label={block.title || 'Live webinars'}>
              {cards}
            </ul>
          </Until>
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(webinarEvents(webinars)) }} />
        </>
      ) : (
        empty
      )}
    </TitledSection>
  )
}
