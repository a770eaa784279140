/**
 * A page's path as editors type it ("elementary-school-curriculum/digital-program", "/" or empty for the
 * homepage) is stored as the route a visitor requests ("/elementary-school-curriculum/digital-program", "/").
 */
export function normalizeRoute(input: string | null | undefined): string {
  const segments = (input ?? '')
    .trim()
    .toLowerCase()
    .split('/')
    .map((segment) => segment.trim())
    .filter(Boolean)
  return `/${segments.join('/')}`
}

export function segmentsToRoute(segments: string[] | undefined): string {
  return normalizeRoute((segments ?? []).map((s) => decodeURIComponent(s)).join('/'))
}

/** Each level may hold lowercase letters, digits and hyphens; "/" alone is the homepage. */
export function validateRoute(input: string | null | undefined): true | string {
  const route = normalizeRoute(input)
  if (route === '/') return true
  if (route.slice(1).split('/').every((segment) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment))) return true
  return 'Use lowercase letters, digits and hyphens, with "/" between levels, for example elementary-school-curriculum/digital-program.'
}
