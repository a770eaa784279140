import path from 'node:path'

import type { Page } from '@playwright/test'

import { expect, seededRoutes, test } from './fixtures'

/**
 * Every seeded page and every gallery page compared, pixel by pixel, with its approved picture at a phone's and a
 * laptop's width. A change to how anything looks fails here until its pictures are updated in the same commit
 * (docs/testing.md says how), so a reviewer sees what changed. SQLite only: the pages look the same on any database.
 */
const WIDTHS = [375, 1366] as const

// Carousels stay on their first slide and nothing fades while the picture is taken.
test.use({ contextOptions: { reducedMotion: 'reduce' } })

/**
 * What changes by itself: the dates the demo seeds relative to today (webinar sessions, notifications), the
 * footer's year and the blog feed's post dates (another site's).
 */
const DATED = 'time'

/**
 * Waits for what a visitor would see once the page has settled: every picture loaded (lazy ones too, as if
 * scrolled to), the fonts, the embedded forms.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll('img')) image.loading = 'eager'
    await document.fonts.ready
  })
  await page.waitForLoadState('networkidle')
  await page.evaluate(async () => {
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)))
  })
}

const pictureName = (route: string, width: number) => `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '-')}-${width}.png`

for (const route of seededRoutes) {
  for (const width of WIDTHS) {
    test(`${route} looks as approved at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(route)
      await settle(page)
      await expect(page).toHaveScreenshot(pictureName(route, width), {
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        mask: [page.locator(DATED)],
        // Each dated text in one fixed box, so its length cannot rewrap the page; sticky table cells drawn in place.
        stylePath: path.join(import.meta.dirname, 'visual.css'),
        // A long page on a busy machine takes seconds per picture, and its islands may still be starting.
        timeout: 30_000,
        // A native select's text may land one pixel higher from one run to the next (about 100 pixels); a changed
        // colour, spacing, picture or line of text changes far more.
        maxDiffPixels: 200,
      })
    })
  }
}
