import type { Metadata } from 'next'

import { NotFoundMessage } from '@/components/shell/NotFoundMessage'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

/**
 * Every address reaches the page route, whose own 404 shows inside the site's shell; this one answers only if the
 * site's outer layout itself finds nothing. It stays small because each page carries it for client-side navigation.
 */
export default function NotFound() {
  return (
    <main id="content" tabIndex={-1}>
      <NotFoundMessage />
    </main>
  )
}
