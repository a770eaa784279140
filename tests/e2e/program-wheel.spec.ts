import type { Locator, Page } from '@playwright/test'

import { expect, expectNoAxeViolations, test } from './fixtures'

const HOME = '/'
const GALLERY = '/blocks/interactive'
const TITLE = 'One approach, from the family table to the staff room'
const INSTRUCTION = 'Choose a program on the wheel to see who it serves and how it works.'

/** The home page's wheel: its section, the group of its buttons and its live panel. */
function homeWheel(page: Page) {
  const section = page.getByRole('region', { name: TITLE })
  const wheel = section.getByRole('group', { name: TITLE })
  return { section, wheel, panel: section.locator('[aria-live="polite"]'), ring: (index: number) => section.locator(`[data-ring="${index}"]`) }
}

/** A ring's turn as the island sets it. */
const turnOf = (ring: Locator) => ring.evaluate((element) => (element as HTMLElement).style.transform)

test.describe('program wheel', () => {
  test('chooses a program and resets with the keyboard; the rings turn back after 2.2 s, the text stays', async ({ page }) => {
    await page.clock.install()
    await page.goto(HOME)
    const { section, wheel, panel, ring } = homeWheel(page)
    const elementary = wheel.getByRole('button', { name: 'Elementary' })
    await expect(elementary).toBeEnabled()
    await expect(panel).toContainText(INSTRUCTION)
    await expect(wheel.getByRole('button', { pressed: true })).toHaveCount(0)
    await expectNoAxeViolations(page)
    // Past the intro, the page's clock stops: only fastForward moves it on.
    await page.clock.pauseAt(Date.now() + 10_000)

    // Families on the inner ring first, then the school programs.
    await wheel.getByRole('button', { name: 'Families' }).focus()
    await page.keyboard.press('Tab')
    await expect(wheel.getByRole('button', { name: 'Early Learning' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(elementary).toBeFocused()
    await page.keyboard.press('Enter')

    await expect(elementary).toHaveAttribute('aria-pressed', 'true')
    await expect(panel.getByRole('heading', { level: 3, name: 'Elementary' })).toBeVisible()
    await expect(panel).toContainText('Video-rich lessons for Kindergarten through Grade 5')
    await expect(panel.getByRole('link', { name: 'See the digital program' })).toHaveAttribute('href', '/elementary-school-curriculum/digital-program')
    await expect(panel).not.toContainText(INSTRUCTION)
    // Its ring turns Elementary down to the arm under the wheel, which names it.
    expect(await turnOf(ring(1))).toBe('rotate(135deg)')
    await expect(section.locator('p[aria-hidden="true"]')).toHaveText('Elementary')

    await page.clock.fastForward(2199)
    expect(await turnOf(ring(1))).toBe('rotate(135deg)')
    await page.clock.fastForward(1)
    await expect.poll(() => turnOf(ring(1))).toBe('rotate(0deg)')
    await expect(elementary).toHaveAttribute('aria-pressed', 'true')
    await expect(panel).toContainText('Video-rich lessons for Kindergarten through Grade 5')
    // axe waits on timers of its own: the clock runs again for it.
    await page.clock.resume()
    await expectNoAxeViolations(page)

    // Reset is the last button of the wheel.
    for (let step = 0; step < 5; step++) await page.keyboard.press('Tab')
    await expect(wheel.getByRole('button', { name: 'Reset' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(panel).toContainText(INSTRUCTION)
    await expect(wheel.getByRole('button', { pressed: true })).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test('a press on a ring beside its button chooses that program', async ({ page }) => {
    await page.goto(HOME)
    const { wheel, panel } = homeWheel(page)
    await wheel.scrollIntoViewIfNeeded()
    const box = (await wheel.boundingBox())!
    const scale = box.width / 800
    // Out-of-School Time's outer ring, lower left (240° clockwise from the top), away from its button at the top.
    const angle = (240 * Math.PI) / 180
    await page.mouse.click(box.x + box.width / 2 + 362.5 * scale * Math.sin(angle), box.y + box.height / 2 - 362.5 * scale * Math.cos(angle))
    await expect(wheel.getByRole('button', { name: 'Out-of-School Time' })).toHaveAttribute('aria-pressed', 'true')
    await expect(panel.getByRole('heading', { name: 'Out-of-School Time' })).toBeVisible()
  })

  test('asked for reduced motion, the rings turn at once, without a transition', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(HOME)
    const { wheel, ring } = homeWheel(page)
    /** The ring's longest transition, in seconds. */
    const transition = () => ring(1).evaluate((element) => Math.max(...getComputedStyle(element).transitionDuration.split(',').map((value) => parseFloat(value))))
    await wheel.getByRole('button', { name: 'Middle School' }).click()
    // An eighth of a turn clockwise, drawn without a transition that anyone could see (the turn takes 0.8 s otherwise).
    expect(await transition()).toBeLessThan(0.001)
    const drawnTurn = () =>
      ring(1).evaluate((element) => {
        const matrix = new DOMMatrix(getComputedStyle(element).transform)
        return Math.round((Math.atan2(matrix.b, matrix.a) * 180) / Math.PI)
      })
    await expect.poll(drawnTurn).toBe(45)
    // Positive control: without the request for reduced motion the ring has its transition.
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    expect(await transition()).toBeGreaterThan(0.5)
  })

  for (const [width, size] of [
    [1280, 552],
    [990, 640],
    [375, null],
  ] as const) {
    test(`at ${width} px the wheel has the same size before and after its script${size ? `: ${size} px` : ''}`, async ({ browser, page }) => {
      const withoutScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } })
      const still = await withoutScript.newPage()
      await still.goto(HOME)
      const before = await homeWheel(still).wheel.boundingBox()
      // Before the script, the buttons are there but cannot be pressed.
      await expect(homeWheel(still).wheel.getByRole('button', { name: 'Families' })).toBeDisabled()
      await withoutScript.close()

      await page.setViewportSize({ width, height: 900 })
      await page.goto(HOME)
      const after = await homeWheel(page).wheel.boundingBox()
      expect(after?.width).toBe(before?.width)
      expect(after?.height).toBe(before?.height)
      if (size) expect(after?.width).toBe(size)
      else expect(after!.width).toBeLessThan(width)
      await expect(homeWheel(page).wheel.getByRole('button', { name: 'Families' })).toBeEnabled()
    })
  }

  test('the gallery shows both fixtures without axe violations', async ({ page }) => {
    await page.goto(GALLERY)
    await expect(page.getByRole('group', { name: TITLE })).toBeVisible()
    const untitled = page.getByRole('group', { name: 'Programs', exact: true })
    await untitled.getByRole('button', { name: 'High School' }).click()
    await expect(page.locator('[aria-live="polite"]').getByRole('heading', { level: 2, name: 'High School' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
