import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'

import { hydrateWithTypedText } from '../../../tests/support/hydration'
import Faq from './Block'
import { samples } from './sample'

const context = { headingLevel: 2, imageLoading: 'lazy' } as const
const renderFaq = () => render(<Faq block={{ ...samples.threeCategories, id: 'faq1' }} context={context} />)
const keyword = () => screen.getByRole('searchbox', { name: 'Search FAQ text by keyword:' })
const question = (name: string) => screen.getByRole('button', { name })
const group = (name: string) => screen.getByRole('region', { name })

let scrollTo: ReturnType<typeof vi.fn>
beforeEach(() => {
  scrollTo = vi.fn()
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo
})
afterEach(() => {
  vi.useRealTimers()
  window.history.replaceState(null, '', '/')
})

it('lists the categories with their icons as jump links, and every answer in the page, closed', () => {
  renderFaq()
  const nav = screen.getByRole('navigation', { name: 'Search FAQs by category:' })
  const links = within(nav).getAllByRole('link')
  expect(links.map((link) => link.textContent)).toEqual(['Digital Licenses', 'Account Creation', 'General Help'])
  expect(links[0]).toHaveAttribute('href', '#digital-licenses-scroll')
  expect(links.every((link) => link.querySelector('svg[aria-hidden="true"]'))).toBe(true)
  expect(group('Digital Licenses')).toHaveAttribute('id', 'digital-licenses-scroll')
  expect(within(group('Digital Licenses')).getByRole('heading', { level: 4, name: 'How long does a license last?' })).toBeInTheDocument()
  expect(question('How long does a license last?')).toHaveAttribute('aria-expanded', 'false')
  expect(screen.getByText(/one, three or five years/)).not.toBeVisible()
  expect(screen.getByText('Create Account')).toBeInTheDocument()
})

it('describes every question and its plain-text answer as a schema.org FAQPage', () => {
  const { container } = renderFaq()
  const script = container.querySelector('script[type="application/ld+json"]')
  const data = JSON.parse(script?.textContent ?? '{}')
  expect(data['@type']).toBe('FAQPage')
  expect(data.mainEntity).toHaveLength(5)
  expect(data.mainEntity[1]).toEqual({
    '@type': 'Question',
    name: 'Can I move a license to another teacher?',
    acceptedAnswer: { '@type': 'Answer', text: 'Yes. A school administrator can reassign a license from the Licenses page of the dashboard at any time.' },
  })
  expect(data.mainEntity[3].acceptedAnswer.text).toBe('Write to us through the contact page. Our support team answers within one business day.')
})

it('lists the questions matching a keyword with the term marked, and every question again once the box is cleared', () => {
  renderFaq()
  fireEvent.change(keyword(), { target: { value: '  LICENSE ' } })
  fireEvent.click(screen.getByRole('button', { name: 'Search' }))
  expect(screen.getByRole('status')).toHaveTextContent('2 questions match “LICENSE”')
  const marks = document.querySelectorAll('mark')
  expect([...marks].map((mark) => mark.textContent)).toEqual(['license', 'license', 'license', 'license', 'License'])
  expect(screen.getByRole('heading', { name: 'Can I move a license to another teacher?' })).toBeVisible()
  const result = screen.getByRole('heading', { name: 'Can I move a license to another teacher?' }).closest('li')!
  expect(result).toHaveTextContent('Yes. A school administrator can reassign a license from the Licenses page of the dashboard at any time.')
  expect(screen.queryByRole('region', { name: 'Account Creation' })).toBeNull()
  expect(document.getElementById('account-creation-scroll')).not.toBeVisible()

  fireEvent.change(keyword(), { target: { value: '' } })
  expect(document.querySelector('mark')).toBeNull()
  expect(screen.getByRole('status')).toHaveTextContent('')
  expect(group('Account Creation')).toBeVisible()
})

it('searches when the visitor presses Enter, and says No Results Found when nothing matches', () => {
  renderFaq()
  fireEvent.change(keyword(), { target: { value: 'password' } })
  fireEvent.submit(keyword().closest('form')!)
  expect(screen.getByRole('status')).toHaveTextContent('1 question matches “password”')
  fireEvent.change(keyword(), { target: { value: 'tuition' } })
  fireEvent.submit(keyword().closest('form')!)
  expect(screen.getByRole('status')).toHaveTextContent('No Results Found')
  expect(document.querySelector('mark')).toBeNull()
})

it('shows a typed term as text, never as markup', () => {
  renderFaq()
  fireEvent.change(keyword(), { target: { value: '<b>' } })
  fireEvent.submit(keyword().closest('form')!)
  expect(document.querySelector('b')).toBeNull()
  expect(screen.getByRole('status')).toHaveTextContent('No Results Found')
})

it('opens and closes a whole category with Expand All / Collapse All, the label following the questions', () => {
  renderFaq()
  const licenses = group('Digital Licenses')
  const toggle = within(licenses).getByRole('button', { name: 'Expand All' })
  fireEvent.click(toggle)
  expect(toggle).toHaveTextContent('Collapse All')
  expect(question('How long does a license last?')).toHaveAttribute('aria-expanded', 'true')
  expect(question('Can I move a license to another teacher?')).toHaveAttribute('aria-expanded', 'true')
  expect(within(group('Account Creation')).getByRole('button', { name: 'Expand All' })).toBeInTheDocument()

  fireEvent.click(question('How long does a license last?'))
  expect(toggle).toHaveTextContent('Expand All')
  fireEvent.click(question('How long does a license last?'))
  expect(toggle).toHaveTextContent('Collapse All')
  fireEvent.click(toggle)
  expect(toggle).toHaveTextContent('Expand All')
  expect(question('Can I move a license to another teacher?')).toHaveAttribute('aria-expanded', 'false')
})

it('opens a category from its jump link, scrolls there, then focuses its first question after 501 ms', () => {
  vi.useFakeTimers()
  renderFaq()
  fireEvent.click(screen.getByRole('link', { name: 'Digital Licenses' }))
  expect(window.location.hash).toBe('#digital-licenses-scroll')
  expect(question('How long does a license last?')).toHaveAttribute('aria-expanded', 'true')
  expect(question('Can I move a license to another teacher?')).toHaveAttribute('aria-expanded', 'true')
  act(() => void vi.advanceTimersByTime(500))
  expect(scrollTo).toHaveBeenCalled()
  expect(question('How long does a license last?')).not.toHaveFocus()
  act(() => void vi.advanceTimersByTime(1))
  expect(question('How long does a license last?')).toHaveFocus()
})

/** Opens the FAQ at `address` and lets the first frame pass. */
function openAt(address: string) {
  vi.useFakeTimers()
  window.history.replaceState(null, '', address)
  renderFaq()
  act(() => void vi.advanceTimersToNextFrame())
}

it('opens the question a deep link names and scrolls to it after 500 ms', () => {
  openAt('/faq?how-long-does-a-license-last')
  expect(question('How long does a license last?')).toHaveAttribute('aria-expanded', 'true')
  expect(question('Can I move a license to another teacher?')).toHaveAttribute('aria-expanded', 'false')
  act(() => void vi.advanceTimersByTime(480))
  expect(scrollTo).not.toHaveBeenCalled()
  act(() => void vi.advanceTimersByTime(100))
  expect(scrollTo).toHaveBeenCalled()
  expect(document.getElementById('how-long-does-a-license-last-scroll')).toContainElement(question('How long does a license last?'))
})

it('opens the whole category a deep link hash names', () => {
  openAt('/faq?x#account-creation')
  expect(question('How do I create an account?')).toHaveAttribute('aria-expanded', 'true')
  expect(question('How long does a license last?')).toHaveAttribute('aria-expanded', 'false')
})

it('leaves every question closed when the address names nothing on the page', () => {
  openAt('/faq?utm_source=newsletter')
  act(() => void vi.advanceTimersByTime(600))
  expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0)
  expect(question('How long does a license last?')).toHaveAttribute('aria-expanded', 'false')
  expect(scrollTo).not.toHaveBeenCalled()
})

describe('text in the box that the script did not see', () => {
  const page = <Faq block={{ ...samples.threeCategories, id: 'faq1' }} context={context} />
  const hydrated = (typed: string) => hydrateWithTypedText(page, typed)
  const status = (container: HTMLElement) => within(container).getByRole('status')

  it('searches for text typed before the script ran', async () => {
    const { container, box, done } = await hydrated('password')
    expect(box.value).toBe('password')
    await act(async () => void fireEvent.submit(box.form!))
    expect(status(container)).toHaveTextContent(/1 question matches “password”/)
    done()
  })

  it('searches for what the box shows, even when a keystroke reached the page unseen', async () => {
    const { container, box, done } = await hydrated('')
    box.value = 'activation key'
    await act(async () => void fireEvent.submit(box.form!))
    expect(status(container)).toHaveTextContent(/match(es)? “activation key”/)
    done()
  })
})

it('gives each question the look its editor chose: a white panel, or a small one with its answer centred', () => {
  renderFaq()
  // The question's button sits in its heading, in the item.
  const item = (name: string) => question(name).parentElement!.parentElement!
  expect(item('How do I reach support?')).toHaveClass('white')
  expect(item('How do I reach support?')).not.toHaveClass('center')
  expect(item('Is there a phone line?')).toHaveClass('center', 'small')
  expect(item('How long does a license last?').className).not.toMatch(/center|small|white/)
})
