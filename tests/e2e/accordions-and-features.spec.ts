import type { Locator } from '@playwright/test'
import { expect, expectNoAxeViolations, test, waitForScript } from './fixtures'

const OUT_OF_SCHOOL = '/out-of-school-time-program'
const DIGITAL_PROGRAM = '/elementary-school-curriculum/digital-program'

/** The panel an accordion button controls. */
const panelOf = async (button: Locator) => button.page().locator(`[id="${await button.getAttribute('aria-controls')}"]`)

test.describe('accordion', () => {
  test('opens with Enter and closes with Space; aria-expanded follows; one sub-section open at a time', async ({ page }) => {
    await page.goto(OUT_OF_SCHOOL)
    const section = page.getByRole('region', { name: 'Questions from program leaders' })
    const timing = section.getByRole('button', { name: 'How much time does an activity take?' })
    const session = section.getByRole('button', { name: 'What does a session look like?' })
    const timingPanel = await panelOf(timing)
    // Closed panels are in the page, hidden until found; the value is set once the page's script runs.
    await expect(timingPanel).toHaveAttribute('hidden', 'until-found')
    await expect(timingPanel).toContainText('30 minutes or less')
    await expect(timingPanel).toBeHidden()

    // Tab from the section title reaches the first item.
    await section.getByRole('heading', { level: 2, name: 'Questions from program leaders' }).click()
    await page.keyboard.press('Tab')
    await expect(timing).toBeFocused()
    await expect(timing).toHaveAttribute('aria-expanded', 'false')

    await page.keyboard.press('Enter')
    await expect(timing).toHaveAttribute('aria-expanded', 'true')
    await expect(section.getByRole('region', { name: 'How much time does an activity take?' })).toBeVisible()
    await expect(timingPanel).toBeVisible()

    await page.keyboard.press('Space')
    await expect(timing).toHaveAttribute('aria-expanded', 'false')
    await expect(timingPanel).toBeHidden()

    // The next item, then its sub-sections: opening one closes the other.
    await page.keyboard.press('Tab')
    await expect(session).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(session).toHaveAttribute('aria-expanded', 'true')
    const sessionRegion = section.getByRole('region', { name: 'What does a session look like?' })
    const gather = sessionRegion.getByRole('button', { name: 'Gather', exact: true })
    const play = sessionRegion.getByRole('button', { name: 'Play', exact: true })
    await page.keyboard.press('Tab')
    await expect(gather).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(gather).toHaveAttribute('aria-expanded', 'true')
    await expect(sessionRegion.getByText(/staff introduce the skill of the day/)).toBeVisible()

    await page.keyboard.press('Tab')
    await expect(play).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(play).toHaveAttribute('aria-expanded', 'true')
    await expect(gather).toHaveAttribute('aria-expanded', 'false')
    await expect(sessionRegion.getByText(/practise the skill through a game/)).toBeVisible()
    await expect(sessionRegion.getByText(/staff introduce the skill of the day/)).toBeHidden()

    // Activating the open sub-section closes it; the item around it stays open.
    await play.click()
    await expect(play).toHaveAttribute('aria-expanded', 'false')
    await expect(session).toHaveAttribute('aria-expanded', 'true')
  })

  test('has no axe violations closed, nor with every item open', async ({ page }) => {
    await page.goto(OUT_OF_SCHOOL)
    const section = page.getByRole('region', { name: 'Questions from program leaders' })
    const first = section.getByRole('button', { name: 'How much time does an activity take?' })
    await expect(await panelOf(first)).toHaveAttribute('hidden', 'until-found')
    await expectNoAxeViolations(page)

    for (const name of ['How much time does an activity take?', 'What does a session look like?', 'How are staff trained?']) {
      const button = section.getByRole('button', { name })
      await button.click()
      await expect(button).toHaveAttribute('aria-expanded', 'true')
    }
    // Sub-sections open one at a time: open one of them too.
    const reflect = section.getByRole('button', { name: 'Reflect', exact: true })
    await reflect.click()
    await expect(reflect).toHaveAttribute('aria-expanded', 'true')
    await expect(section.getByRole('link', { name: 'support team' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('feature section', () => {
  test('selects a card on click and with the arrow keys, Home and End, showing its title and text below', async ({ page }) => {
    await page.goto(DIGITAL_PROGRAM)
    const feature = page.getByRole('region', { name: 'Everything in one place' })
    const cards = feature.getByRole('tablist', { name: 'Everything in one place' })
    const tab = (name: string) => cards.getByRole('tab', { name, exact: true })
    await expect(cards.getByRole('tab')).toHaveText(['Lesson videos', 'Classroom slides', 'Practice activities', 'Progress reports'])
    await expect(tab('Lesson videos')).toHaveAttribute('aria-selected', 'true')
    const panel = feature.getByRole('tabpanel')
    await expect(panel).toHaveCount(1)
    await expect(panel.getByRole('heading', { level: 3, name: 'Lesson videos' })).toBeVisible()

    // A click selects the card.
    await waitForScript(tab('Classroom slides'))
    await tab('Classroom slides').click()
    await expect(tab('Classroom slides')).toHaveAttribute('aria-selected', 'true')
    await expect(tab('Lesson videos')).toHaveAttribute('aria-selected', 'false')
    await expect(feature.getByRole('tabpanel', { name: 'Classroom slides' })).toContainText('Slides with discussion prompts')
    await expect(feature.getByText('Videos featuring real students')).toBeHidden()

    // Only the selected card is in the Tab order; the arrows move selection and focus together.
    await expect(tab('Classroom slides')).toHaveAttribute('tabindex', '0')
    await expect(tab('Lesson videos')).toHaveAttribute('tabindex', '-1')
    await tab('Classroom slides').focus()
    await page.keyboard.press('ArrowRight')
    await expect(tab('Practice activities')).toBeFocused()
    await expect(tab('Practice activities')).toHaveAttribute('aria-selected', 'true')
    const practice = feature.getByRole('tabpanel', { name: 'Practice activities' })
    await expect(practice.getByRole('heading', { name: 'Practice activities' })).toBeVisible()
    await expect(practice.getByRole('link', { name: 'Browse sample lessons' })).toBeVisible()

    await page.keyboard.press('End')
    await expect(tab('Progress reports')).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(tab('Lesson videos')).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(tab('Progress reports')).toBeFocused()
    await page.keyboard.press('Home')
    await expect(tab('Lesson videos')).toBeFocused()
    await expect(tab('Lesson videos')).toHaveAttribute('aria-selected', 'true')
    await expect(feature.getByRole('tabpanel', { name: 'Lesson videos' })).toContainText('Videos featuring real students')

    // The other cards dim; Tab leaves the cards for the panel.
    await expect(tab('Progress reports').locator('[aria-hidden="true"]')).toHaveCSS('opacity', '0.45')
    await page.keyboard.press('Tab')
    await expect(feature.getByRole('tabpanel', { name: 'Lesson videos' })).toBeFocused()
    await expectNoAxeViolations(page)
  })
})

test.describe('dashboard section and timeline', () => {
  test('show the Login Required badge and the timeline steps in order', async ({ page }) => {
    await page.goto(DIGITAL_PROGRAM)
    const dashboard = page.getByRole('region', { name: 'Teacher dashboard' })
    await expect(dashboard.getByText('Login Required', { exact: true })).toBeVisible()
    // A screen reader hears the key as well as the words.
    await expect(dashboard.getByText('Login Required', { exact: true })).toMatchAriaSnapshot('- paragraph:\n  - img "Key"\n  - text: Login Required')
    await expect(dashboard.getByRole('article')).toHaveCount(3)
    const timeline = page.getByRole('region', { name: 'Your first 90 days' })
    await expect(timeline.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveText([
      'Form your team',
      'Train your staff',
      'Teach the first unit',
      'Review and plan',
    ])
  })
})
