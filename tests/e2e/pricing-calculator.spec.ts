import { expect, expectNoAxeViolations, test } from './fixtures'

const PRICING = '/pricing'

test.describe('pricing calculator', () => {
  test('estimates the price per school for the term, with its yearly figure, and per student, with the keyboard only', async ({ page }) => {
    await page.goto(PRICING)
    const section = page.getByRole('region', { name: 'Estimate your annual price' })
    const bands = section.getByRole('group', { name: 'Number of schools' })
    const terms = section.getByRole('group', { name: 'Term' })
    const students = section.getByRole('textbox', { name: /Number of students/ })
    const calculate = section.getByRole('button', { name: 'Calculate' })
    const results = section.getByRole('status')
    const message = section.getByText('Please enter a numeral')

    // Nothing chosen and Calculate disabled at first; the controls work once the page's script has run.
    await expect(bands.getByRole('radio', { name: '2–4' })).toBeEnabled()
    for (const radio of await section.getByRole('radio').all()) await expect(radio).not.toBeChecked()
    await expect(students).toHaveValue('')
    await expect(calculate).toBeDisabled()
    // A disabled Calculate looks disabled (grey, #dcdcdc), not like the page's primary button.
    await expect(calculate).toHaveCSS('background-color', 'rgb(220, 220, 220)')
    await expect(results).toBeEmpty()
    await expectNoAxeViolations(page)

    // Tab from the section title into the first group; the arrow keys pick a choice.
    await section.getByRole('heading', { level: 2, name: 'Estimate your annual price' }).click()
    await page.keyboard.press('Tab')
    await expect(bands.getByRole('radio', { name: '2–4' })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(bands.getByRole('radio', { name: '20–49' })).toBeChecked()
    await expect(bands.getByRole('radio', { name: '20–49' })).toBeFocused()
    await expect(calculate).toBeDisabled()

    await page.keyboard.press('Tab')
    await expect(terms.getByRole('radio', { name: '1 Year' })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(terms.getByRole('radio', { name: '3 Years' })).toBeChecked()
    await expect(calculate).toBeEnabled()

    // No student count: the price per school only, grouped the US way.
    await page.keyboard.press('Tab')
    await expect(students).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(calculate).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(results).toContainText('Estimated Annual Price*')
    // The table's figure is for the whole term; what it comes to each year stands beside it, as the footnote says.
    await expect(results).toContainText('$6,594 per school for 3 years ($2,198 a year)')
    await expect(results).not.toContainText('per student')
    await expect(message).toHaveCount(0)
    await expect(section.getByText(/Each price is per school for the whole term you choose, with what it comes to each year/)).toBeVisible()

    // A valid student count adds the price per student, rounded to a whole dollar (6594 / 250 = 26.38).
    await page.keyboard.press('Shift+Tab')
    await expect(students).toBeFocused()
    await page.keyboard.type('250')
    await page.keyboard.press('Enter')
    await expect(results).toContainText('$6,594 per school')
    await expect(results).toContainText('$26 per student for 3 years')
    await expectNoAxeViolations(page)

    // Not a number: the message under the field, tied to it, and no price per student.
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('abc')
    await page.keyboard.press('Enter')
    await expect(message).toBeVisible()
    await expect(students).toHaveAttribute('aria-invalid', 'true')
    await expect(students).toHaveAccessibleDescription(/Please enter a numeral/)
    await expect(results).toContainText('$6,594 per school')
    await expect(results).not.toContainText('per student')

    // Zero is not a count either.
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('0')
    await page.keyboard.press('Enter')
    await expect(message).toBeVisible()
    await expect(results).not.toContainText('per student')
    await expectNoAxeViolations(page)

    // A changed choice takes the results away (they would no longer match), until Calculate is pressed again.
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('1000')
    await expect(results).toBeEmpty()
    await page.keyboard.press('Shift+Tab')
    await expect(terms.getByRole('radio', { name: '3 Years' })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(terms.getByRole('radio', { name: '5 Years' })).toBeChecked()
    await page.keyboard.press('Shift+Tab')
    await expect(bands.getByRole('radio', { name: '20–49' })).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(bands.getByRole('radio', { name: '2–4' })).toBeChecked()
    await expect(results).toBeEmpty()

    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(calculate).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(results).toContainText('$10,431 per school for 5 years ($2,086 a year)')
    await expect(results).toContainText('$10 per student for 5 years')
    await expect(message).toHaveCount(0)
    await expect(students).not.toHaveAttribute('aria-invalid')
    await expectNoAxeViolations(page)
  })

  test('offers a link to request a quote', async ({ page }) => {
    await page.goto(PRICING)
    const section = page.getByRole('region', { name: 'Estimate your annual price' })
    await expect(section.getByRole('link', { name: 'Talk to a sales representative' })).toHaveAttribute('href', '/contact')
  })
})
