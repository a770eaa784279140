import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { buttonColors, buttonLook } from '@/lib/buttons'
import { LinkButton, LinkButtons } from './Button'
import { buttonClassName } from './button-style'

it('uses the chosen colour key and falls back to the default colour', () => {
  render(
    <>
      <LinkButton text="Yellow" url="/a" color="yellow" />
      <LinkButton text="Unknown" url="/b" color="purple" />
      <LinkButton text="None" url="/c" />
    </>,
  )
  expect(screen.getByRole('link', { name: 'Yellow' })).toHaveClass('button', 'yellow')
  expect(screen.getByRole('link', { name: 'Unknown' })).toHaveClass('button', 'fallback')
  expect(screen.getByRole('link', { name: 'None' })).toHaveClass('button', 'fallback')
})

it('has a light variant for a button on a coloured band, and keeps a class the parent passes', () => {
  render(<LinkButton text="Learn more" url="/learn" color="orange" variant="light" className="cta" />)
  const link = screen.getByRole('link', { name: 'Learn more' })
  expect(link).toHaveClass('button', 'light', 'cta')
  expect(link).not.toHaveClass('orange')
})

it('gives a real <button> the same look', () => {
  render(
    <button type="button" className={buttonClassName({ color: 'secondary' })}>
      Try again
    </button>,
  )
  expect(screen.getByRole('button', { name: 'Try again' })).toHaveClass('button', 'secondary')
  expect(buttonClassName()).toBe('button fallback')
})

it('shows each button only when both its text and address exist', () => {
  render(
    <LinkButtons
      links={[
        { text: 'Only text', url: '' },
        { text: '', url: '/only-url' },
        { text: 'Both', url: '/both' },
      ]}
    />,
  )
  expect(screen.getAllByRole('link')).toHaveLength(1)
  expect(screen.getByRole('link', { name: 'Both' })).toHaveAttribute('href', '/both')
})

it('shows any number of buttons in their order, each in its colour', () => {
  const colors = ['primary', 'secondary', 'orange', 'yellow', null]
  render(<LinkButtons links={colors.map((color, index) => ({ text: `Button ${index + 1}`, url: `/b${index + 1}`, color }))} />)
  const links = screen.getAllByRole('link')
  expect(links.map((link) => link.textContent)).toEqual(['Button 1', 'Button 2', 'Button 3', 'Button 4', 'Button 5'])
  expect(links[2]).toHaveClass('button', 'orange')
  expect(links[4]).toHaveClass('button', 'fallback')
})

describe('the button styles', () => {
  const css = readFileSync(join(process.cwd(), 'src/components/Button.module.css'), 'utf8')
  const rule = (look: string) => new RegExp(`\\.button\\.${look}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? ''

  it('have a rule for every colour key editors can choose, the fallback and the light variant', () => {
    for (const look of [...buttonColors, 'fallback', 'light']) expect(rule(look), look).toMatch(/background:/)
    expect(buttonLook('selaGray')).toBe('selaGray')
    expect(buttonLook('nonsense')).toBe('fallback')
    expect(buttonLook('primary', 'light')).toBe('light')
  })

  it('fall back to the default #487A7B', () => {
    expect(rule('fallback')).toContain('var(--color-button-fallback)')
    const globals = readFileSync(join(process.cwd(), 'src/app/(site)/globals.css'), 'utf8')
    expect(globals).toMatch(/--color-button-fallback:\s*#487a7b;/i)
  })
})
