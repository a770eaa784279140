/**
 * The site's breakpoints, the one source for every width-based media query.
 *
 * Each value is the first viewport width, in CSS pixels, of the wider layout: `up(name)` is `(min-width: Npx)` and
 * `below(name)` is `(max-width: N-1px)`. So the product's pairs 767/768, 991/992 and 1199/1200 are one breakpoint each,
 * and its max-width-only figures (539, 575, 990) are the `below` side of 540, 576 and 991.
 *
 * CSS custom properties cannot appear in `@media` conditions, so the CSS (globals.css and every `*.module.css`) writes
 * the pixel values out; `src/lib/styles.test.ts` fails when a `@media` width there is not `up` or `below` of a name here.
 * TypeScript (image `sizes`, `<source media>`, `matchMedia`) builds its queries with the helpers below.
 */
export const breakpoints = {
  /** Smallest phones. */
  phoneSmall: 375,
  phone: 420,
  phoneLarge: 480,
  phablet: 520,
  /** 539 px (max-width). */
  phabletLarge: 540,
  /** 575 px (max-width). */
  small: 576,
  smallPlus: 580,
  smallWide: 620,
  /** Tablets and up; below it (767 px and less) phones get the mobile images, the territory map its mobile image. */
  tablet: 768,
  tabletWide: 860,
  tabletXWide: 887,
  /** The program wheel: scale 0.69 above 990 px, 0.8 at 990 px and less. */
  wheel: 991,
  /** Desktop: full navigation bar, two-column layouts (991 px and less is tablet/phone). */
  desktop: 992,
  desktopWide: 1148,
  /** The content width (`--content-max`). */
  content: 1170,
  /** Wide desktop images and layouts (1199 px and less gets the tablet images). */
  wide: 1200,
} as const

export type Breakpoint = keyof typeof breakpoints

/** Widths, from the names, that a `min-width` or `max-width` media condition may use. */
export const minWidths: ReadonlySet<number> = new Set(Object.values(breakpoints))
export const maxWidths: ReadonlySet<number> = new Set(Object.values(breakpoints).map((px) => px - 1))

/** `(min-width: …)`: the breakpoint's width and wider. */
export const up = (name: Breakpoint) => `(min-width: ${breakpoints[name]}px)`

/** `(max-width: …)`: narrower than the breakpoint. */
export const below = (name: Breakpoint) => `(max-width: ${breakpoints[name] - 1}px)`

/**
 * An image `sizes` attribute: the image's rendered width from each named breakpoint up, else `fallback`.
 * `imageSizes({ tablet: '30vw' })` is `(min-width: 768px) 30vw, 100vw`. Wider breakpoints are listed first, since the
 * browser takes the first condition that matches.
 */
export function imageSizes(from: Partial<Record<Breakpoint, string>>, fallback = '100vw'): string {
  const entries = (Object.entries(from) as [Breakpoint, string][]).sort(([a], [b]) => breakpoints[b] - breakpoints[a])
  return [...entries.map(([name, size]) => `${up(name)} ${size}`), fallback].join(', ')
}
