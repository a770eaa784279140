import { notFound } from 'next/navigation'

import { MainColumn } from '@/blocks/RenderSections'
import { filterQuery, filtersOfSegment } from '@/features/lesson-samples/filters'
import { loadPage, redirectOrNotFound } from '../../../../[[...path]]/route-data'

export { generateMetadata } from '../../../../[[...path]]/page'

// A page whose address carries list filters (`?filter=…`, sent by a form without JavaScript): the proxy sends any
// other spelling to the one address of its set of known filters and rewrites that here, the set as one level in the
// panel's order. Rendered once per page and set, then served from the page cache like every page (kept in memory
// only, src/page-cache-handler.mjs); its canonical address is the page's own.
export const revalidate = 60
export const dynamicParams = true
export async function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ filters: string; path?: string[] }> }

export default async function FilteredPage({ params }: Props) {
  const filters = filtersOfSegment((await params).filters)
  if (!filters) notFound()
  const { route, page } = await loadPage(params)
  if (!page) return redirectOrNotFound(route)
  return <MainColumn title={page.title} displayTitle={Boolean(page.displayTitle)} sections={page.sections} query={new URLSearchParams(filterQuery(filters))} />
}
