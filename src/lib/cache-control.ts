/**
 * How long browsers and CDNs may keep what the site serves.
 *
 * Published pages: Next's page cache answers them; a publish expires a page at once on this server. Shared caches
 * (a CDN) may serve a page for `PAGE_FRESH_SECONDS` without asking, then for up to `PAGE_STALE_SECONDS` more while they
 * fetch it anew in the background (stale-while-revalidate), so a publish reaches every visitor within about
 * `PAGE_FRESH_SECONDS` and the CDN never makes a visitor wait for the server. Browsers do not keep pages
 * (no `max-age`). Drafts, preview, the admin and the API are never marked cacheable (Next sends `private, no-store` in
 * draft mode), except the current notifications, kept 30 s (src/features/notifications/api.ts).
 */
export const PAGE_FRESH_SECONDS = 60
export const PAGE_STALE_SECONDS = 86_400

/**
 * How long browsers and CDNs may keep a file of an upload collection (whose files anyone may read). Pages name media
 * files by versioned addresses (`?v=`, changed by every change to the record, see src/components/responsive-image.ts):
 * what such an address names never changes, so it is kept for a year without asking again. A file's plain address
 * keeps its bytes too while the file exists (the CMS gives a new or re-cropped file a new name), but once a file is
 * deleted its name may be given to another upload: plain addresses are kept for an hour, then served stale for up to
 * a day while the cache fetches them anew.
 */
export function fileCacheControl(url: URL): string {
  return url.searchParams.has('v') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600, stale-while-revalidate=86400'
}

/** The version in a media record's file address: its last change, in base 36 (changes with every edit). */
export function mediaVersion(updatedAt: string | null | undefined): string | null {
  const changed = updatedAt ? Date.parse(updatedAt) : Number.NaN
  return Number.isNaN(changed) ? null : changed.toString(36)
}
