/**
 * Names of the cache tags that published data is stored under. Cached reads tag their results with these; the
 * CMS hooks revalidate the same names when an editor changes something. One module, so both sides agree.
 */
export const collectionTag = (slug: string) => `collection:${slug}`
export const documentTag = (slug: string, id: string | number) => `doc:${slug}:${id}`
export const globalTag = (slug: string) => `global:${slug}`
/** The published page at a route (a page is looked up by its address, not its id). */
export const pageRouteTag = (route: string) => `page:${route}`
