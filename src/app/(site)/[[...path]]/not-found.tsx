import type { Metadata } from 'next'

import { NotFoundMessage } from '@/components/shell/NotFoundMessage'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

/** An address with no page and no redirect: the message inside the page shell (the segment's layout). */
export default function NotFound() {
  return <NotFoundMessage />
}
