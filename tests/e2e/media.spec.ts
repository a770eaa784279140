import type { Page } from '@playwright/test'

import { expect, expectNoAxeViolations, test, waitForScript } from './fixtures'

const ON_DEMAND = '/webinars/on-demand-webinars'
const LIVE = '/webinars'

/**
 * Stands in for the privacy-mode player's message API: once the page says it is listening, the player reports that
 * it plays; it shows the last command it received (pauseVideo) on its body, and can be made to report playing again.
 */
const PLAYER_STAND_IN = `<title>player</title><body data-state="loading"><script>
addEventListener('message', function (event) {
  var message = JSON.parse(event.data);
  if (message.event === 'listening') { document.body.dataset.state = 'playing'; parent.postMessage(JSON.stringify({ event: 'infoDelivery', info: { playerState: 1 } }), '*'); }
  if (message.event === 'command') document.body.dataset.state = message.func;
});
window.resume = function () { document.body.dataset.state = 'playing'; parent.postMessage(JSON.stringify({ event: 'infoDelivery', info: { playerState: 1 } }), '*'); };
</script></body>`

/** Stands in for the video hosts: players answer with the stand-in above; every request to them is recorded. */
async function stubPlayers(page: Page) {
  const requests: string[] = []
  for (const host of ['https://www.youtube-nocookie.com/**', 'https://player.heartwiselearning.org/**']) {
    await page.route(host, (route) => {
      requests.push(route.request().url())
      return route.fulfill({ status: 200, contentType: 'text/html', body: PLAYER_STAND_IN })
    })
  }
  return requests
}

test.describe('videos load only when asked for', () => {
  for (const route of [ON_DEMAND, LIVE]) {
    test(`on ${route}: no player iframe and no request to a video host before a click`, async ({ page }) => {
      const requests = await stubPlayers(page)
      await page.goto(route)
      await page.mouse.wheel(0, 5000)
      await expect(page.getByRole('button', { name: /^Play video:|^Watch video:/ }).first()).toBeVisible()
      await expect(page.locator('iframe')).toHaveCount(0)
      expect(requests).toEqual([])
    })
  }
})

test.describe('video-card group', () => {
  test('starting one video pauses the other where it is; resuming that one pauses the first', async ({ page }) => {
    await stubPlayers(page)
    await page.goto(ON_DEMAND)
    const list = page.getByRole('region', { name: 'Educators in their own words' })
    const state = (title: string) => page.frameLocator(`iframe[title="${title}"]`).locator('body')
    await list.getByRole('button', { name: 'Play video: Advisory that works' }).click()
    await expect(state('Advisory that works')).toHaveAttribute('data-state', 'playing')

    await list.getByRole('button', { name: 'Play video: Kindness you can see' }).click()
    await expect(list.locator('iframe[title="Kindness you can see"]')).toHaveAttribute('src', /\/embed\/ScMzIvxBSi4\?autoplay=1.*enablejsapi=1/)
    await expect(state('Kindness you can see')).toHaveAttribute('data-state', 'playing')
    await expect(state('Advisory that works')).toHaveAttribute('data-state', 'pauseVideo')
    await expect(list.locator('iframe')).toHaveCount(2)

    // The visitor resumes the first inside its player: the second pauses.
    const first = await (await list.locator('iframe[title="Advisory that works"]').elementHandle())!.contentFrame()
    await first!.evaluate(() => (window as unknown as { resume: () => void }).resume())
    await expect(state('Kindness you can see')).toHaveAttribute('data-state', 'pauseVideo')
    await expect(state('Advisory that works')).toHaveAttribute('data-state', 'playing')
  })
})

test.describe('recorded webinars', () => {
  test('the thumbnail (55.7 %) swaps to the player (56.25 %), which plays when ready', async ({ page }) => {
    await stubPlayers(page)
    await page.goto(ON_DEMAND)
    const listing = page.getByRole('region', { name: 'Popular recordings' })
    const play = listing.getByRole('button', { name: 'Play video: Family partnerships' })
    await expect(play.locator('img')).toHaveAttribute('src', '/video-thumbnail/ScMzIvxBSi4')
    const ratio = async (box: { width: number; height: number } | null) => box!.height / box!.width
    // The poster fills its frame: its shape is the thumbnail's.
    expect(await ratio(await play.boundingBox())).toBeCloseTo(0.557, 2)

    await play.click()
    const player = listing.locator('iframe[title="Family partnerships"]')
    await expect(player).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/ScMzIvxBSi4\?autoplay=1/)
    await expect(play).toHaveCount(0)
    expect(await ratio(await player.boundingBox())).toBeCloseTo(0.5625, 2)
    await expect(player).toBeFocused()
  })
})

test.describe('image lightbox', () => {
  test('opens from its link, closes on Escape, the close button and the backdrop; focus returns to the link', async ({ page }) => {
    await page.goto(LIVE)
    const section = page.getByRole('region', { name: 'What a webinar looks like' })
    const trigger = section.getByRole('button', { name: 'View larger screenshots' })
    const dialog = page.getByRole('dialog', { name: 'What a webinar looks like' })
    await expect(dialog).toBeHidden()

    await trigger.click()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('img')).toHaveCount(2)
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden')
    await expectNoAxeViolations(page)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('')

    await trigger.click()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()

    await trigger.click()
    await expect(dialog).toBeVisible()
    await page.mouse.click(5, 5)
    await expect(dialog).toBeHidden()
  })

  test('a picture link opens a 980 by 560 pop-up window; the page stays', async ({ page }) => {
    await page.addInitScript(() => {
      const open = window.open.bind(window)
      const calls: unknown[][] = []
      Object.assign(window, { openCalls: calls })
      window.open = (...args: Parameters<typeof window.open>) => {
        calls.push(args)
        return open(...args)
      }
    })
    await page.goto(LIVE)
    const link = page.getByRole('link', { name: /opens in a pop-up window/ })
    // The chart opens the scope and sequence itself.
    await expect(link).toHaveAttribute('href', '/files/elementary-scope-and-sequence.pdf')
    await waitForScript(link)
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()])
    expect(await page.evaluate(() => (window as unknown as { openCalls: unknown[][] }).openCalls)).toEqual([
      ['/files/elementary-scope-and-sequence.pdf', 'image-popup', 'width=980,height=560'],
    ])
    await popup.close()
    await expect(page).toHaveURL(/\/webinars$/)
  })
})

test.describe('video pop-ups', () => {
  test('the video list opens each video in a dialog that passes axe; nothing loads before', async ({ page }) => {
    const requests = await stubPlayers(page)
    await page.goto(ON_DEMAND)
    const trigger = page.getByRole('button', { name: 'Watch video: Setting up a calm-down corner' })
    await trigger.click()
    const dialog = page.getByRole('dialog', { name: 'Setting up a calm-down corner' })
    await expect(dialog.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/aqz-KE-bpKQ/)
    await expect(page.locator('iframe')).toHaveCount(1)
    await expect.poll(() => requests.length).toBeGreaterThan(0)
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test('a button opens a video in a dialog from the keyboard', async ({ page }) => {
    await stubPlayers(page)
    await page.goto(LIVE)
    const trigger = page.getByRole('button', { name: 'Watch the preview' })
    // The button is disabled, and so cannot take focus, until its script has run.
    await expect(trigger).toBeEnabled()
    await trigger.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Not sure a webinar is for you?' })
    await expect(dialog.locator('iframe')).toHaveAttribute('src', /\/embed\/ScMzIvxBSi4/)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test('the tutorial player is 31.25rem wide and loads the hosted player on play', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await stubPlayers(page)
    await page.goto(LIVE)
    const play = page.getByRole('button', { name: 'Play video: How live sessions work' })
    expect((await play.boundingBox())!.width).toBeCloseTo(500, 0)
    await play.click()
    const player = page.locator('iframe[title="How live sessions work"]')
    await expect(player).toHaveAttribute('src', /^https:\/\/player\.heartwiselearning\.org\/embed\?channelId=heartwise-tutorials/)
  })
})

test.describe('responsive pictures', () => {
  test('every size a page offers for its pictures is served by the image optimizer', async ({ page, request }) => {
    await page.goto('/')
    const candidates = await page.locator('img[srcset], source[srcset]').evaluateAll((elements) =>
      elements.flatMap((element) => element.getAttribute('srcset')!.split(', ').map((candidate) => candidate.split(' ')[0])),
    )
    // Each width once (the pictures of a page share them): the widest of a large, sharp screen included.
    const byWidth = new Map(candidates.map((url) => [new URL(url, 'http://site').searchParams.get('w'), url]))
    expect(byWidth.size).toBeGreaterThan(5)
    for (const [width, url] of byWidth) {
      const response = await request.get(url, { headers: { accept: 'image/avif,image/webp,*/*' } })
      expect(response.status(), `width ${width}`).toBe(200)
      expect(response.headers()['content-type'], `width ${width}`).toMatch(/^image\//)
    }
  })
})
