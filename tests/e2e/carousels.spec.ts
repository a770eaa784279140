import type { Locator, Page } from '@playwright/test'

import { expect, expectNoAxeViolations, test } from './fixtures'

const SAMPLE_LESSONS = '/sample-lessons'

/** The carousel named by its section title, once its script has taken over (swipes and glides work from then on). */
async function carouselOf(page: Page, title: string) {
  const carousel = page.getByRole('group', { name: title }).and(page.locator('[aria-roledescription="carousel"]'))
  await expect(carousel).toHaveAttribute('data-glide', 'on')
  await carousel.scrollIntoViewIfNeeded()
  return carousel
}

/** The announced position ("Slide 2 of 5"), a polite live region. */
const statusOf = (carousel: Locator) => carousel.locator('[aria-live="polite"]')

/** How far, in pixels, the slide labelled "Slide n of count" sits from the carousel's left edge. */
async function offsetOf(carousel: Locator, n: number, count: number) {
  const slide = (await carousel.getByRole('group', { name: `Slide ${n} of ${count}` }).boundingBox())!
  const frame = (await carousel.boundingBox())!
  return Math.abs(slide.x - frame.x)
}

/** The slide labelled "Slide n of count" is announced and has glided into place. */
async function expectActive(carousel: Locator, n: number, count: number) {
  await expect(statusOf(carousel)).toHaveText(`Slide ${n} of ${count}`)
  await expect.poll(() => offsetOf(carousel, n, count)).toBeLessThan(2)
}

test.describe('carousels on the sample lessons page', () => {
  test('image carousel: arrows, keys and thumbnails select slides; it stops at both ends', async ({ page }) => {
    await page.goto(SAMPLE_LESSONS)
    const carousel = await carouselOf(page, 'A sample lesson in the classroom')
    const previous = carousel.getByRole('button', { name: 'Previous slide' })
    const next = carousel.getByRole('button', { name: 'Next slide' })
    await expectActive(carousel, 1, 4)
    await expect(statusOf(carousel)).toBeVisible()
    await expect(previous).toHaveAttribute('aria-disabled', 'true')

    await next.click()
    await expectActive(carousel, 2, 4)
    await carousel.focus()
    await page.keyboard.press('ArrowRight')
    await expectActive(carousel, 3, 4)
    await page.keyboard.press('ArrowLeft')
    await expectActive(carousel, 2, 4)

    const thumbnails = carousel.getByRole('button', { name: /^Show slide \d of 4$/ })
    await expect(thumbnails).toHaveCount(4)
    expect(Math.round((await thumbnails.first().boundingBox())!.width)).toBe(183)
    await carousel.getByRole('button', { name: 'Show slide 4 of 4' }).click()
    await expectActive(carousel, 4, 4)
    await expect(carousel.getByRole('button', { name: 'Show slide 4 of 4' })).toHaveAttribute('aria-current', 'true')
    await expect(next).toHaveAttribute('aria-disabled', 'true')
    await carousel.getByRole('button', { name: 'Show slide 1 of 4' }).click()
    await expectActive(carousel, 1, 4)
    await expectNoAxeViolations(page)
  })

  test('looping carousel: wraps from last to first and back, no thumbnails or visible status', async ({ page }) => {
    await page.goto(SAMPLE_LESSONS)
    const carousel = await carouselOf(page, 'What every sample includes')
    await expect(carousel.getByRole('button', { name: /Show slide/ })).toHaveCount(0)
    await expect(statusOf(carousel)).toHaveClass(/visually-hidden/)
    await expectActive(carousel, 1, 3)

    await carousel.getByRole('button', { name: 'Previous slide' }).click()
    await expectActive(carousel, 3, 3)
    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await expectActive(carousel, 1, 3)

    await carousel.focus()
    await page.keyboard.press('ArrowRight')
    await expectActive(carousel, 2, 3)
    await page.keyboard.press('ArrowRight')
    await expectActive(carousel, 3, 3)
    await page.keyboard.press('ArrowRight')
    await expectActive(carousel, 1, 3)
    await expectNoAxeViolations(page)
  })

  test('video carousel: posters only until a visitor presses play, then at most one player', async ({ page }) => {
    const playerRequests: string[] = []
    await page.route('https://www.youtube-nocookie.com/**', (route) => {
      playerRequests.push(route.request().url())
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' })
    })
    await page.goto(SAMPLE_LESSONS)
    const carousel = await carouselOf(page, 'Watch a sample lesson video')
    const next = carousel.getByRole('button', { name: 'Next slide' })
    await expectActive(carousel, 1, 4)
    await expect(statusOf(carousel)).toHaveClass(/visually-hidden/)

    // Browsing without playing loads no player.
    await next.click()
    await expectActive(carousel, 2, 4)
    await carousel.focus()
    await page.keyboard.press('ArrowLeft')
    await expectActive(carousel, 1, 4)
    await expect(page.locator('iframe')).toHaveCount(0)
    expect(playerRequests).toEqual([])

    await carousel.getByRole('button', { name: 'Play video: Early Learning: Feeling words' }).click()
    await expect(carousel.locator('iframe')).toHaveCount(1)
    await expect(carousel.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/aqz-KE-bpKQ/)
    await expect.poll(() => playerRequests.length).toBeGreaterThan(0)

    // Changing slide turns autoplay on: the new slide's player replaces the old one.
    await next.click()
    await expectActive(carousel, 2, 4)
    await expect(carousel.locator('iframe')).toHaveCount(1)
    await expect(carousel.locator('iframe')).toHaveAttribute('src', /\/embed\/ScMzIvxBSi4/)
    await expectNoAxeViolations(page)
  })

  test('a swipe (here a pointer drag) moves to the next slide', async ({ page }) => {
    await page.goto(SAMPLE_LESSONS)
    const carousel = await carouselOf(page, 'What every sample includes')
    const box = (await carousel.getByRole('group', { name: 'Slide 1 of 3' }).boundingBox())!
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + box.width * 0.8, y)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 12 })
    await page.mouse.up()
    await expectActive(carousel, 2, 3)
  })

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`the shown slide stays in place when the window is resized (${reducedMotion} motion)`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion })
      await page.goto(SAMPLE_LESSONS)
      const carousel = await carouselOf(page, 'What every sample includes')
      await carousel.getByRole('button', { name: 'Next slide' }).click()
      await expectActive(carousel, 2, 3)
      // Narrower than the page's widest column, then back: each width measures the slides afresh.
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 })
        await expect.poll(() => carousel.evaluate((root) => root.getBoundingClientRect().width)).toBeLessThanOrEqual(width)
        await expectActive(carousel, 2, 3)
      }
    })
  }

  test('slides change without a glide when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(SAMPLE_LESSONS)
    const carousel = await carouselOf(page, 'What every sample includes')
    // Follow the second slide frame by frame after the press: with a glide it would pass through positions between
    // where it was and where it lands; without one, every frame shows it in one of the two places.
    const positions = await carousel.evaluate(async (root) => {
      const slide = root.querySelector('[aria-label="Slide 2 of 3"]')!
      const left = () => Math.round(slide.getBoundingClientRect().left - root.getBoundingClientRect().left)
      const seen = [left()]
      root.querySelector<HTMLButtonElement>('button[aria-label="Next slide"]')!.click()
      for (let frame = 0; frame < 30; frame += 1) {
        await new Promise((resolve) => requestAnimationFrame(resolve))
        seen.push(left())
      }
      return seen
    })
    const [start, end] = [positions[0], positions[positions.length - 1]]
    expect(Math.abs(end)).toBeLessThan(2)
    expect(positions.filter((x) => Math.abs(x - start) >= 2 && Math.abs(x - end) >= 2)).toEqual([])
    await expectActive(carousel, 2, 3)
  })
})
