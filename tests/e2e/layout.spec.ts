import { layoutProblems, LAYOUT_WIDTHS } from './layout-guard'
import { expect, seededRoutes, test } from './fixtures'

// Each page is loaded once and laid out at every width: what a visitor turning a tablet or resizing a window sees.
for (const route of seededRoutes) {
  test(`${route} fits every window from 320 to 1440 px: no sideways scrolling, nothing outside its section, every picture's size reserved`, async ({ page }) => {
    await page.setViewportSize({ width: LAYOUT_WIDTHS[0], height: 800 })
    await page.goto(route)
    const found: string[] = []
    for (const width of LAYOUT_WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      found.push(...(await layoutProblems(page)).map((problem) => `${width} px: ${problem}`))
    }
    expect(found).toEqual([])
  })
}

test('the layout guard sees a section that runs out of the window, text that runs out of its box and a picture without a size', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/pricing')
  expect(await layoutProblems(page)).toEqual([])
  await page.evaluate(() => {
    const section = document.querySelector('main section')!
    const wide = section.appendChild(document.createElement('div'))
    wide.style.width = '600px'
    wide.textContent = 'A box wider than a phone'
    const word = section.appendChild(document.createElement('p'))
    word.style.width = '5rem'
    word.textContent = 'representatives@heartwiselearning.org'
    section.appendChild(document.createElement('img')).src = '/icon.svg'
  })
  const problems = await layoutProblems(page)
  expect(problems).toContainEqual(expect.stringMatching(/^the page is \d+ px wide in a 375 px window$/))
  expect(problems).toContainEqual(expect.stringMatching(/^<div> "A box wider than a phone" reaches outside its section/))
  expect(problems).toContainEqual(expect.stringMatching(/^the text "representatives@heartwiselearning.org" runs \d+ px out of <p>/))
  expect(problems).toContainEqual('the picture /icon.svg has no size reserved')
})

test('on a very wide screen every section stands in the same centred frame as the header, full-width and two-column pages included', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1000 })
  for (const route of ['/', '/contact', '/pricing']) {
    await page.goto(route)
    const frame = await page.locator('header').getByRole('link', { name: / home$/ }).evaluate((brand) => {
      const inner = brand.parentElement!.getBoundingClientRect()
      return { left: Math.round(inner.left), right: Math.round(inner.right) }
    })
    expect(frame.left, route).toBeGreaterThan(200)
    expect(frame.left, `${route}: the header is centred`).toBe(1920 - frame.right)
    const outside = await page.evaluate(({ left, right }) => {
      const sections = [...document.querySelectorAll('main section')].filter((section) => !section.parentElement?.closest('main section'))
      return sections
        // The first heading or paragraph a visitor sees (a heading for screen readers only is 1 px wide).
        .map((section) => [[...section.querySelectorAll('h1, h2, h3, p')].find((element) => element.getBoundingClientRect().width > 1), section] as const)
        .filter(([first]) => first)
        .map(([first, section]) => ({ box: first!.getBoundingClientRect(), id: section.id || (section.textContent ?? '').trim().slice(0, 30) }))
        .filter(({ box }) => box.left < left - 1 || box.right > right + 1)
        .map(({ box, id }) => `${id}: ${Math.round(box.left)}–${Math.round(box.right)} px`)
    }, frame)
    expect(outside, `${route}: sections outside the header's ${frame.left}–${frame.right} px`).toEqual([])
  }
})

test("every button writes in the site's fonts, as the link buttons beside it do", async ({ page }) => {
  const found: string[] = []
  for (const route of ['/webinars', '/faq', '/high-school-sel-curriculum', '/family-supports', '/pricing']) {
    await page.goto(route)
    found.push(
      ...(await page.locator('main button:visible').evaluateAll((buttons) => {
        // The site's two fonts: the body's and the headings'.
        const fonts = [getComputedStyle(document.querySelector('main')!).fontFamily, getComputedStyle(document.querySelector('h1')!).fontFamily]
        return buttons
          .filter((button) => !fonts.includes(getComputedStyle(button).fontFamily))
          .map((button) => `${location.pathname}: "${button.textContent?.trim()}" in ${getComputedStyle(button).fontSize} ${getComputedStyle(button).fontFamily}`)
      })),
    )
  }
  expect(found).toEqual([])
})
