import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import AccessibilityImage from './Block'
import { samples } from './sample'

const context = { headingLevel: 2, imageLoading: 'lazy' } as const

it('puts the short text on the image and ties the long description to it', () => {
  const sample = samples.rightJustifiedChart
  render(<AccessibilityImage block={{ ...sample, id: 'a' }} context={context} />)
  const image = screen.getByRole('img', { name: sample.accessibility.altTextShort })
  expect(image).toHaveAccessibleDescription(/The chart has six rows/)
  expect(screen.getByText('Image description').tagName).toBe('SUMMARY')
  expect(screen.getByRole('heading', { level: 3, name: 'One sequence from Kindergarten to Grade 5' })).toBeInTheDocument()
})

it('links the image when an image link is set, and right-justifies it', () => {
  const { container } = render(<AccessibilityImage block={{ ...samples.rightJustifiedChart, id: 'b' }} context={context} />)
  const link = screen.getByRole('link', { name: /Scope and sequence chart/ })
  expect(link).toHaveAttribute('href', '/files/scope-and-sequence.pdf')
  expect(link).toHaveAttribute('target', '_blank')
  expect(container.querySelector('[class*="right"] figure')).toHaveClass('medium')
})

it('has no description disclosure when there is no long text', () => {
  render(<AccessibilityImage block={{ ...samples.centredWithoutDescription, id: 'c' }} context={context} />)
  const image = screen.getByRole('img', { name: 'Children and their teacher sitting in a circle, passing a talking stone' })
  expect(image).not.toHaveAttribute('aria-describedby')
  expect(screen.queryByText('Image description')).not.toBeInTheDocument()
})
