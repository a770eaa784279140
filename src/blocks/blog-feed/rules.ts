/** A feed path an editor may enter: a path on the feed's host, such as /category/classroom-tips/feed/. */
export function isFeedPath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 300 && /^\/(?!\/)[^\s\\#]*$/.test(value)
}

/**
 * The address a list reads: the configured feed, or the editor's path on the same host. Null without a configured
 * feed, or for a path that is not one (it can never lead to another host).
 */
export function feedAddress(configuredFeed: string, feedPath?: string | null): string | null {
  if (!configuredFeed) return null
  if (!feedPath) return configuredFeed
  if (!isFeedPath(feedPath)) return null
  const base = new URL(configuredFeed)
  const address = new URL(feedPath, base)
  return address.origin === base.origin ? address.href : null
}

/** The link to the blog, unless the editor words it otherwise. */
export const VIEW_ALL = 'View All'

/** The footer style's link to the feed itself. */
export const VIEW_MORE = 'View More'

/** The list's styles: a plain list, or the compact footer style with View More. */
export const BLOG_FEED_STYLES = [
  { label: 'List', value: 'list' },
  { label: 'Footer style, with a View More link to the feed', value: 'footer' },
] as const
