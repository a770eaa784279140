import { MainColumn } from '@/blocks/RenderSections'
import { loadPage, redirectOrNotFound, type RouteParams } from '../../../[[...path]]/route-data'

export { generateMetadata } from '../../../[[...path]]/page'

// A page whose address carries a list filter (`?filter=…`, sent by a form without JavaScript): the proxy rewrites it
// here. Rendered for each request and never cached, so no query can fill the page cache; its canonical address is the
// page's own.
export const dynamic = 'force-dynamic'

type Props = { params: RouteParams; searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function FilteredPage({ params, searchParams }: Props) {
  const { route, page } = await loadPage(params)
  if (!page) return redirectOrNotFound(route)
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(await searchParams)) {
    for (const one of [value ?? []].flat()) query.append(name, one)
  }
  return <MainColumn title={page.title} displayTitle={Boolean(page.displayTitle)} sections={page.sections} query={query} />
}
