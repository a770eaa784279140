import { Link } from '@/components/Link'
import { TitledSection } from '@/components/TitledSection'
import type { BlockProps } from '@/lib/sections'
import type { BlogFeedBlock } from '@/payload-types'
import styles from './Block.module.css'
import { getBlogFeed } from './data'
import { VIEW_ALL, VIEW_MORE } from './rules'

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'America/New_York' })

/**
 * The newest blog posts as links, with a View All link to the blog (and View More to the feed in the footer style).
 * The feed is read on the server, so the list arrives filled; a feed that failed leaves only View All.
 */
export default async function BlogFeed({ block, context }: BlockProps<BlogFeedBlock>) {
  const { posts, feedUrl, viewAllUrl } = await getBlogFeed(block)
  const footer = block.variant === 'footer'
  return (
    <TitledSection
      anchorLink={block.anchorLink}
      background={block.backgroundColor}
      className={footer ? styles.footer : undefined}
      title={block.title?.trim() || null}
      headingLevel={context.headingLevel}
    >
      {posts.length ? (
        <ul className={styles.posts}>
          {posts.map((post, index) => {
            const date = block.showDate && post.published ? post.published : null
            const categories = block.showCategories ? post.categories : []
            return (
              <li key={`${post.link}-${index}`} className={styles.post}>
                <Link href={post.link}>{post.title}</Link>
                {date || categories.length ? (
                  <p className={styles.meta}>
                    {date ? <time dateTime={date}>{dateFormat.format(new Date(date))}</time> : null}
                    {date && categories.length ? <span aria-hidden="true"> · </span> : null}
                    {categories.length ? <span>{categories.join(', ')}</span> : null}
                  </p>
                ) : null}
              </li>
            )
          })}
        </ul>
      ) : null}
      {viewAllUrl || (footer && feedUrl) ? (
        <p className={styles.links}>
          {viewAllUrl ? <Link href={viewAllUrl}>{block.viewAllText || VIEW_ALL}</Link> : null}
          {footer && feedUrl ? <Link href={feedUrl}>{VIEW_MORE}</Link> : null}
        </p>
      ) : null}
    </TitledSection>
  )
}
