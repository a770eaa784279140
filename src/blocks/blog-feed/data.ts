import 'server-only'

import { blogCategoryUrl } from '@/lib/links'
import type { BlogFeedBlock } from '@/payload-types'
import { getSiteGlobals, payloadClient } from '@/server/content'
import { env } from '@/server/env.server'
import { feedAddress } from './rules'
import { chosenCategories, loadFeed, selectPosts, type FeedPost } from './feed'
import { createFeedCache } from './feed-cache'

/** One line in the server log (the console when the CMS is not up); visitors see nothing of a feed that failed. */
const warn = (message: string) =>
  void payloadClient().then(
    (payload) => payload.logger.warn(message),
    () => console.warn(message),
  )

const feeds = createFeedCache({ load: (url) => loadFeed(url, { warn }) })

let warnedUnconfigured = false

export type BlogFeed = {
  /** The posts the list shows; none when the feed could not be read. */
  posts: FeedPost[]
  /** The feed that was read (the footer style's View More link), or null when none could be. */
  feedUrl: string | null
  /** Where View All leads: the block's own address, else the blog (its page for the chosen categories). */
  viewAllUrl: string | null
}

/** What a blog feed list shows: its posts, read on the server and held in memory (./feed-cache.ts). */
export async function getBlogFeed(block: Pick<BlogFeedBlock, 'feedPath' | 'maxItems' | 'categories' | 'viewAllUrl'>): Promise<BlogFeed> {
  const feedUrl = feedAddress(env.BLOG_FEED_URL, block.feedPath)
  if (!env.BLOG_FEED_URL && !warnedUnconfigured) {
    warnedUnconfigured = true
    warn('BLOG_FEED_URL is not set: blog feed lists show only their View All link')
  }
  const [posts, { settings }] = await Promise.all([feedUrl ? feeds.get(feedUrl) : [], getSiteGlobals()])
  const categories = chosenCategories(block.categories)
  const blogUrl = settings.blogUrl?.trim() || null
  return {
    posts: selectPosts(posts, { maxItems: block.maxItems, categories }),
    feedUrl: posts.length ? feedUrl : null,
    viewAllUrl: block.viewAllUrl?.trim() || (blogUrl && categories.length ? blogCategoryUrl(blogUrl, categories) : blogUrl),
  }
}
