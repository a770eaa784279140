/** The advertising pixel runs only on the classroom-kits pages. */
export const AD_PIXEL_PATH = 'elementary-school-curriculum/classroom-kits'

export const adPixelActive = (pathname: string | null | undefined) => Boolean(pathname?.includes(AD_PIXEL_PATH))

export function adPixelSrc(base: string, pixelId: string | null | undefined): string {
  if (!pixelId) return base
  const url = new URL(base)
  url.searchParams.set('id', pixelId)
  return url.toString()
}
