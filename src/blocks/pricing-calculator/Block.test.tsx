import { fireEvent, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { expect, it, vi } from 'vitest'

import { LAUNCH_PRICE_TABLE } from '@/features/prices/launch-prices'
import { resolveServerTree } from '../../../tests/support/resolve-server'
import PricingCalculator from './Block'
import { PricingCalculatorForm } from './Block.client'
import { samples } from './sample'

const context = { headingLevel: 2, imageLoading: 'lazy' } as const

vi.mock('@/features/prices/data', async () => {
  const { LAUNCH_PRICE_TABLE: table } = await import('@/features/prices/launch-prices')
  return { getPriceTable: async () => table }
})

const renderCalculator = async (sample: keyof typeof samples = 'withQuoteLink') =>
  render(await resolveServerTree(await PricingCalculator({ block: { ...samples[sample], id: 'p1' }, context })))

const calculate = () => screen.getByRole('button', { name: 'Calculate' })
const results = () => screen.getByRole('status')
const students = () => screen.getByRole('textbox', { name: /Number of students/ })
const pick = (group: string, choice: string) =>
  fireEvent.click(within(screen.getByRole('group', { name: group })).getByRole('radio', { name: choice }))
const typeStudents = (value: string) => fireEvent.change(students(), { target: { value } })

/** Picks a number of schools and a term, types the student count and presses Calculate. */
const estimate = (band: string, term: string, count: string) => {
  pick('Number of schools', band)
  pick('Term', term)
  typeStudents(count)
  fireEvent.click(calculate())
}

it('shows the title, the introduction, the disclaimer after an asterisk and the quote link', async () => {
  await renderCalculator()
  const section = screen.getByRole('region', { name: 'Estimate your annual price' })
  expect(within(section).getByRole('heading', { level: 2, name: 'Estimate your annual price' })).toBeInTheDocument()
  expect(within(section).getByText(/how many schools will use the digital program/)).toBeInTheDocument()
  expect(within(section).getByText(/Each price is per school for the whole term you choose/)).toBeInTheDocument()
  expect(within(section).getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '/contact')
})

it('starts with nothing chosen and Calculate disabled, enabled once a number of schools and a term are picked', async () => {
  await renderCalculator()
  const bands = within(screen.getByRole('group', { name: 'Number of schools' })).getAllByRole('radio')
  expect(bands.map((radio) => radio.closest('label')?.textContent)).toEqual(['2–4', '5–19', '20–49', '50+'])
  const terms = within(screen.getByRole('group', { name: 'Term' })).getAllByRole('radio')
  expect(terms.map((radio) => radio.closest('label')?.textContent)).toEqual(['1 Year', '3 Years', '5 Years'])
  for (const radio of [...bands, ...terms]) expect(radio).not.toBeChecked()
  expect(students()).toHaveValue('')
  expect(calculate()).toBeDisabled()
  expect(results()).toBeEmptyDOMElement()

  pick('Number of schools', '5–19')
  expect(calculate()).toBeDisabled()
  pick('Term', '3 Years')
  expect(calculate()).toBeEnabled()
})

it('shows the annual price per school with US grouping, and no per-student price without a student count', async () => {
  await renderCalculator()
  pick('Number of schools', '2–4')
  pick('Term', '5 Years')
  fireEvent.click(calculate())
  expect(results()).toHaveTextContent('Estimated Annual Price*')
  expect(results()).toHaveTextContent('$10,431 per school for 5 years ($2,086 a year)')
  expect(results()).not.toHaveTextContent('per student')
  expect(students()).not.toHaveAttribute('aria-invalid')
  expect(screen.queryByText('Please enter a numeral')).not.toBeInTheDocument()
})

it('adds the price per student, rounded to a whole dollar, when the student count is a number above zero', async () => {
  await renderCalculator()
  estimate('20–49', '3 Years', '250')
  expect(results()).toHaveTextContent('$6,594 per school for 3 years ($2,198 a year)')
  expect(results()).toHaveTextContent('$26 per student for 3 years')
})

it.each(['abc', '0', '-3'])('says "Please enter a numeral" under the student count for "%s", with no per-student price', async (typed) => {
  await renderCalculator()
  estimate('50+', '1 Year', typed)
  const message = screen.getByText('Please enter a numeral')
  expect(students()).toHaveAttribute('aria-invalid', 'true')
  expect(students().getAttribute('aria-describedby')?.split(' ')).toContain(message.id)
  expect(students()).toHaveAccessibleDescription(/Please enter a numeral/)
  expect(results()).toHaveTextContent('$2,508 per school for 1 year')
  expect(results()).not.toHaveTextContent('a year)')
  expect(results()).not.toHaveTextContent('per student')
})

it('clears the results when a choice changes, so none is left that does not match, and shows new ones on Calculate', async () => {
  await renderCalculator()
  estimate('5–19', '1 Year', 'abc')
  expect(results()).toHaveTextContent('$2,676 per school for 1 year')
  expect(screen.getByText('Please enter a numeral')).toBeInTheDocument()

  pick('Term', '5 Years')
  expect(results()).toBeEmptyDOMElement()
  expect(screen.queryByText('Please enter a numeral')).not.toBeInTheDocument()
  typeStudents('400')
  expect(results()).toBeEmptyDOMElement()

  fireEvent.click(calculate())
  expect(results()).toHaveTextContent('$10,002 per school for 5 years ($2,000 a year)')
  expect(results()).toHaveTextContent('$25 per student for 5 years')
  expect(students()).not.toHaveAttribute('aria-invalid')

  typeStudents('')
  expect(results()).toBeEmptyDOMElement()
  fireEvent.click(calculate())
  expect(results()).toHaveTextContent('$10,002 per school')
  expect(results()).not.toHaveTextContent('per student')
})

it('calculates when the form is submitted from the keyboard (Enter in the student count)', async () => {
  await renderCalculator()
  pick('Number of schools', '2–4')
  pick('Term', '1 Year')
  typeStudents('100')
  fireEvent.submit(students().closest('form')!)
  expect(results()).toHaveTextContent('$2,778 per school for 1 year')
  expect(results()).toHaveTextContent('$28 per student for 1 year')
})

it('does nothing on submit before a number of schools and a term are picked', async () => {
  await renderCalculator()
  pick('Term', '1 Year')
  fireEvent.submit(students().closest('form')!)
  expect(results()).toBeEmptyDOMElement()
})

it('announces the results politely and leaves out the quote link when none is set', async () => {
  await renderCalculator('onGray')
  expect(results()).toHaveAttribute('role', 'status')
  expect(screen.queryByRole('link')).not.toBeInTheDocument()
})

it("keeps the controls disabled in the server's HTML, until the page's script runs", () => {
  const page = document.createElement('div')
  page.innerHTML = renderToString(<PricingCalculatorForm table={LAUNCH_PRICE_TABLE} />)
  expect([...page.querySelectorAll('fieldset')].map((group) => group.disabled)).toEqual([true, true])
  expect(page.querySelector<HTMLInputElement>('input[name="students"]')?.disabled).toBe(true)
  expect(page.querySelector('button')).toBeDisabled()
})
