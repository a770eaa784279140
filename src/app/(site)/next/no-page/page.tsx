import { notFound } from 'next/navigation'

// Rendered on request only: the 404 page reads the site's header and footer from the database.
export const dynamic = 'force-dynamic'

/** The 404 page for addresses that name no page and cannot be read as a route (malformed percent-encoding). */
export default function NoPage() {
  notFound()
}
