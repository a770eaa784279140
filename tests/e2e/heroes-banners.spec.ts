import type { APIRequestContext } from '@playwright/test'

import { EDITORS, expect, test } from './fixtures'

const toggleCases = [
  { route: '/webinars', active: 'Live Webinars', other: 'On-Demand Webinars', otherUrl: /\/webinars\/on-demand-webinars$/, imageSide: 'left' },
  { route: '/webinars/on-demand-webinars', active: 'On-Demand Webinars', other: 'Live Webinars', otherUrl: /\/webinars$/, imageSide: 'right' },
] as const

test.describe('webinar banner toggle', () => {
  for (const { route, active, other, otherUrl, imageSide } of toggleCases) {
    test(`on ${route}: ${active} is the active tab, ${other} a link, image on the ${imageSide}`, async ({ page }) => {
      await page.goto(route)
      const tabs = page.getByRole('navigation', { name: 'Webinar type' })
      await expect(tabs.getByText(active)).toHaveAttribute('aria-current', 'page')
      await expect(tabs.getByRole('link', { name: active })).toHaveCount(0)
      const banner = page.locator('section[data-image-side]').first()
      await expect(banner).toHaveAttribute('data-image-side', imageSide)
      const picture = (await banner.locator('picture img').boundingBox())!
      const title = (await banner.getByRole('heading', { level: 1 }).boundingBox())!
      expect(imageSide === 'left' ? picture.x < title.x : picture.x > title.x).toBe(true)

      await tabs.getByRole('link', { name: other }).click()
      await expect(page).toHaveURL(otherUrl)
    })
  }
})

test.describe('homepage hero', () => {
  /** A page of its own with a copy of the homepage hero, so no seeded page changes under other tests. */
  async function heroPage(request: APIRequestContext, change: Record<string, string>) {
    expect((await request.post('/api/users/login', { data: EDITORS.heroes })).ok()).toBe(true)
    const { docs } = await (await request.get('/api/pages?where[path][equals]=/&depth=0')).json()
    const { id: _id, ...hero } = docs[0].sections.find((s: { blockType: string }) => s.blockType === 'homepageHero')
    const path = `/hero-check-${Date.now().toString(36)}`
    const response = await request.post('/api/pages', {
      data: { title: 'Hero check', path, sections: [{ ...hero, ...change }], _status: 'published' },
    })
    expect(response.status()).toBe(201)
    const { doc } = await response.json()
    return {
      path,
      update: async (next: Record<string, string>) => {
        const updated = await request.patch(`/api/pages/${doc.id}`, { data: { sections: [{ ...hero, ...next }], _status: 'published' } })
        expect(updated.ok()).toBe(true)
      },
    }
  }

  test('shows the tagline, both calls to action and the returning and new user buttons', async ({ page }) => {
    await page.goto('/')
    const hero = page.getByRole('region', { name: 'Programs Homepage' })
    await expect(page.getByRole('heading', { level: 1, name: 'Programs Homepage' })).toBeAttached()
    await expect(hero.getByText('HUMAN SKILLS. REAL IMPACT.')).toBeVisible()
    await expect(hero.getByRole('link', { name: 'Explore programs' })).toHaveAttribute('href', '#programs')
    await expect(hero.getByRole('link', { name: 'Watch a webinar' })).toHaveAttribute('href', '/webinars')
    await expect(hero.getByRole('link', { name: /Go to My Dashboard/ })).toHaveAttribute('href', 'https://learn.heartwiselearning.org/dashboard')
    await expect(hero.getByRole('link', { name: /Create an Account/ })).toHaveAttribute(
      'href',
      'https://learn.heartwiselearning.org/?screen_mode=createAccount',
    )
    await expect(hero.getByText('Social-emotional learning', { exact: true })).toHaveCSS('color', 'rgb(56, 158, 240)')
    await expect(hero.getByText('for every learner')).toHaveCSS('color', 'rgb(0, 167, 157)')
  })

  test('hides a call to action whose text or link is missing', async ({ page, request }) => {
    const check = await heroPage(request, { ctaText2: '', ctaLink1: '' })
    await page.goto(check.path)
    const hero = page.getByRole('region', { name: 'Programs Homepage' })
    await expect(hero.getByRole('link', { name: /Go to My Dashboard/ })).toBeVisible()
    await expect(hero.getByRole('link', { name: 'Explore programs' })).toHaveCount(0)
    await expect(hero.getByRole('link', { name: 'Watch a webinar' })).toHaveCount(0)

    await check.update({ ctaText2: 'Watch a webinar', ctaLink1: '#programs' })
    await page.goto(check.path)
    await expect(hero.getByRole('link', { name: 'Explore programs' })).toBeVisible()
    await expect(hero.getByRole('link', { name: 'Watch a webinar' })).toBeVisible()
  })
})

test.describe('video dialog', () => {
  test('opens from the keyboard, keeps focus inside, closes on Escape and returns focus', async ({ page }) => {
    const playerRequests: string[] = []
    await page.route('https://www.youtube-nocookie.com/**', (route) => {
      playerRequests.push(route.request().url())
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' })
    })
    await page.goto('/elementary-school-curriculum/digital-program')
    const trigger = page.getByRole('button', { name: 'Watch video: Inside a lesson in four minutes' })
    // The button is disabled, and so cannot take focus, until its script has run.
    await expect(trigger).toBeEnabled()
    await trigger.focus()
    await page.keyboard.press('Enter')

    const dialog = page.getByRole('dialog', { name: 'Inside a lesson in four minutes' })
    await expect(dialog).toBeVisible()
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden')
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true)
    await expect(dialog.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/ScMzIvxBSi4/)
    await expect.poll(() => playerRequests.length).toBeGreaterThan(0)

    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null || document.activeElement === document.body)).toBe(true)
    }

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('')
  })

  test('closes from its close button and from a click on the backdrop', async ({ page }) => {
    await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }))
    await page.goto('/elementary-school-curriculum/digital-program')
    const trigger = page.getByRole('button', { name: 'Watch video: Inside a lesson in four minutes' })
    const dialog = page.getByRole('dialog', { name: 'Inside a lesson in four minutes' })

    await trigger.click()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()

    await trigger.click()
    await expect(dialog).toBeVisible()
    await page.mouse.click(5, 5)
    await expect(dialog).toBeHidden()
  })

  test('keeps its close button in place while the player arrives', async ({ page }) => {
    await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }))
    await page.goto('/elementary-school-curriculum/digital-program')
    const trigger = page.getByRole('button', { name: 'Watch video: Inside a lesson in four minutes' })
    await expect(trigger).toBeEnabled()
    // The player's script is held back until the dialog has opened without it.
    const held: Array<() => Promise<void>> = []
    await page.route('**/_next/static/chunks/**', (route) => void held.push(() => route.continue()))

    await trigger.click()
    const dialog = page.getByRole('dialog', { name: 'Inside a lesson in four minutes' })
    await expect(dialog).toBeVisible()
    await dialog.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)))
    await expect(dialog.locator('iframe')).toHaveCount(0)
    const close = dialog.getByRole('button', { name: 'Close' })
    const before = await close.boundingBox()

    await page.unroute('**/_next/static/chunks/**')
    await Promise.all(held.map((release) => release()))
    await expect(dialog.locator('iframe')).toBeVisible()
    expect(await close.boundingBox()).toEqual(before)
  })
})

test.describe('video thumbnails', () => {
  test('come from the video image host through our own origin', async ({ request }) => {
    const thumbnail = await request.get('/video-thumbnail/ScMzIvxBSi4')
    expect(thumbnail.status()).toBe(200)
    expect(thumbnail.headers()['content-type']).toBe('image/jpeg')
    expect(thumbnail.headers()['cache-control']).toContain('max-age')
    expect((await thumbnail.body()).subarray(0, 2).toString('hex')).toBe('ffd8')
  })

  test('fall back to a placeholder when the host has no thumbnail, and refuse malformed ids', async ({ request }) => {
    const missing = await request.get('/video-thumbnail/missing0000')
    expect(missing.status()).toBe(200)
    expect(missing.headers()['content-type']).toBe('image/svg+xml')
    expect((await request.get('/video-thumbnail/not-a-video-id')).status()).toBe(404)
  })
})
