import type { Page } from '@playwright/test'

import { expect, expectNoAxeViolations, test } from './fixtures'

const FAQ = '/faq'

const keywordBox = (page: Page) => page.getByRole('searchbox', { name: 'Search FAQ text by keyword:' })
const searchButton = (page: Page) => page.getByRole('button', { name: 'Search', exact: true })
const category = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
/** A category's Expand All / Collapse All button, whichever it reads now. */
const toggleAll = (page: Page, name: string) => category(page, name).getByRole('button', { name: /^(Expand|Collapse) All$/ })

/** Opens the FAQ and waits for its script: the Search button is enabled once the page is interactive. */
async function openFaq(page: Page, address = FAQ) {
  await page.goto(address)
  await expect(searchButton(page)).toBeEnabled()
}

test.describe('FAQ page', () => {
  test('lists the three categories with every answer already in the page', async ({ page }) => {
    await page.goto(FAQ)
    const nav = page.getByRole('navigation', { name: 'Search FAQs by category:' })
    await expect(nav.getByRole('link')).toHaveText(['Digital Licenses', 'Account Creation', 'General Help'])
    const question = page.getByRole('button', { name: 'How long does a license last?' })
    await expect(question).toHaveAttribute('aria-expanded', 'false')
    await expect(category(page, 'Digital Licenses').getByText(/one, three or five years/)).toBeHidden()
    await expect(category(page, 'Digital Licenses').getByText(/one, three or five years/)).toHaveCount(1)
  })

  test('searches with the button and with Enter, marks the term, says No Results Found and shows everything once cleared', async ({ page }) => {
    await openFaq(page)
    await keywordBox(page).fill('activation key')
    await searchButton(page).click()
    const status = page.getByRole('status').filter({ hasText: /match|No Results Found/ })
    await expect(status).toHaveText(/questions? match(es)? “activation key”/)
    await expect(page.locator('mark').first()).toHaveText(/activation key/i)
    await expect(page.getByRole('heading', { name: 'Where do I find my activation key?' })).toBeVisible()
    await expect(category(page, 'General Help')).toBeHidden()

    await keywordBox(page).fill('password')
    await keywordBox(page).press('Enter')
    await expect(status).toHaveText(/questions? match(es)? “password”/)
    await expect(page.locator('mark').first()).toHaveText(/password/i)
    await expect(page.getByRole('heading', { name: 'How do I reset my password?' })).toBeVisible()

    await keywordBox(page).fill('zebra crossing')
    await keywordBox(page).press('Enter')
    await expect(page.getByText('No Results Found')).toBeVisible()
    await expect(page.locator('mark')).toHaveCount(0)

    await keywordBox(page).fill('')
    await expect(page.getByText('No Results Found')).toHaveCount(0)
    await expect(category(page, 'General Help')).toBeVisible()
    await expect(page.getByRole('button', { name: 'How do I contact support?' })).toBeVisible()
  })

  test('Expand All opens a whole category and reads Collapse All until one question closes', async ({ page }) => {
    await openFaq(page)
    const licenses = category(page, 'Digital Licenses')
    const toggle = toggleAll(page, 'Digital Licenses')
    await expect(toggle).toHaveText('Expand All')
    await toggle.click()
    await expect(toggle).toHaveText('Collapse All')
    for (const question of await licenses.getByRole('heading', { level: 4 }).getByRole('button').all()) {
      await expect(question).toHaveAttribute('aria-expanded', 'true')
    }
    await expect(category(page, 'Account Creation').getByRole('button', { name: 'Expand All' })).toBeVisible()

    await licenses.getByRole('button', { name: 'How long does a license last?' }).click()
    await expect(toggle).toHaveText('Expand All')
    await licenses.getByRole('button', { name: 'How long does a license last?' }).click()
    await expect(toggle).toHaveText('Collapse All')
    await toggle.click()
    await expect(toggle).toHaveText('Expand All')
    await expect(licenses.getByRole('button', { name: 'How long does a license last?' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('a category link opens its questions, scrolls there and focuses the first question', async ({ page }) => {
    await openFaq(page)
    await page.getByRole('navigation', { name: 'Search FAQs by category:' }).getByRole('link', { name: 'General Help' }).click()
    const first = category(page, 'General Help').getByRole('button', { name: 'How do I contact support?' })
    await expect(first).toBeFocused()
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(first).toBeInViewport()
    await expect(toggleAll(page, 'General Help')).toHaveText('Collapse All')
  })

  test('a deep link opens its question and scrolls to it', async ({ page }) => {
    await page.goto(`${FAQ}?how-do-i-reset-my-password`)
    const question = page.getByRole('button', { name: 'How do I reset my password?' })
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    await expect(question).toBeInViewport()
    await expect(page.getByText(/reset link in the email works/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'How do I create an account?' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('a deep link hash opens its whole category', async ({ page }) => {
    await page.goto(`${FAQ}?section#general-help`)
    const section = category(page, 'General Help')
    await expect(toggleAll(page, 'General Help')).toHaveText('Collapse All')
    await expect(section.getByRole('heading', { name: 'General Help' })).toBeInViewport()
  })

  test('describes the questions as a schema.org FAQPage', async ({ page }) => {
    await page.goto(FAQ)
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
    const faqPage = scripts.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'FAQPage')
    expect(faqPage).toBeTruthy()
    const questions = faqPage.mainEntity.map((entry: { name: string }) => entry.name)
    expect(questions.length).toBeGreaterThanOrEqual(20)
    expect(questions).toContain('How long does a license last?')
    const answer = faqPage.mainEntity.find((entry: { name: string }) => entry.name === 'How do I contact support?').acceptedAnswer
    expect(answer).toMatchObject({ '@type': 'Answer' })
    expect(answer.text).toContain('Our support team answers within one business day')
    expect(answer.text).not.toMatch(/[<[*]/)
  })

  test('has no accessibility violations, closed and with every category open', async ({ page }) => {
    await openFaq(page)
    await expectNoAxeViolations(page)
    for (const name of ['Digital Licenses', 'Account Creation', 'General Help']) {
      const toggle = toggleAll(page, name)
      await toggle.click()
      await expect(toggle).toHaveText('Collapse All')
    }
    await expectNoAxeViolations(page)
    await keywordBox(page).fill('license')
    await keywordBox(page).press('Enter')
    await expect(page.locator('mark').first()).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
