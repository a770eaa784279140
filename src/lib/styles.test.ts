/**
 * Keeps the CSS on the named tokens (src/app/(site)/globals.css) and breakpoints (src/lib/breakpoints.ts):
 * component CSS writes no raw colour and no raw spacing, uses only defined custom properties, and every width in a
 * media query — in CSS or in TypeScript — is one of the named breakpoints.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

import { breakpoints, maxWidths, minWidths } from './breakpoints'
import { fallbackTheme } from './theme'

const SRC = fileURLToPath(new URL('..', import.meta.url))
const GLOBALS = join(SRC, 'app/(site)/globals.css')

const sourceFiles = (test: (name: string) => boolean) =>
  (readdirSync(SRC, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((name) => test(name) && !name.split(/[\\/]/).includes('node_modules'))
    .map((name) => join(SRC, name))
    .sort()

// The admin's own components (src/cms, src/components/admin) follow the CMS's theme variables, not the site's tokens.
const cssFiles = sourceFiles((name) => name.endsWith('.css') && !name.startsWith(`cms${sep}`) && !name.startsWith(`components${sep}admin${sep}`))
const moduleCssFiles = cssFiles.filter((file) => file.endsWith('.module.css'))
const read = (file: string) => readFileSync(file, 'utf8')
const rel = (file: string) => relative(SRC, file)

const stripComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '')

/** Every `property: value` in the innermost `{ … }` blocks (rules, keyframe steps), comments removed. */
export function declarations(css: string): { property: string; value: string }[] {
  const found: { property: string; value: string }[] = []
  for (const [, body] of stripComments(css).matchAll(/\{([^{}]*)\}/g)) {
    for (const part of body.split(';')) {
      const colon = part.indexOf(':')
      if (colon > 0) found.push({ property: part.slice(0, colon).trim().toLowerCase(), value: part.slice(colon + 1).trim() })
    }
  }
  return found
}

/** Widths in media conditions that are not a named breakpoint (min-width N, max-width N-1, or the range forms). */
export function strayMediaWidths(query: string): string[] {
  const stray: string[] = []
  const check = (ok: boolean, text: string) => (ok ? undefined : stray.push(text.trim()))
  for (const match of query.matchAll(/\((min|max)-width\s*:\s*([\d.]+)([a-z]*)\s*\)/gi)) {
    const [text, side, number, unit] = match
    const px = Number(number)
    check(unit === 'px' && (side.toLowerCase() === 'min' ? minWidths.has(px) : maxWidths.has(px)), text)
  }
  for (const match of query.matchAll(/\bwidth\s*(>=|<=|>|<)\s*([\d.]+)([a-z]*)/gi)) {
    const [text, op, number, unit] = match
    const px = Number(number)
    const ok = { '>=': minWidths.has(px), '>': maxWidths.has(px), '<': minWidths.has(px), '<=': maxWidths.has(px) }[op]
    check(unit === 'px' && Boolean(ok), text)
  }
  for (const match of query.matchAll(/([\d.]+)([a-z]*)\s*(<=|<|>=|>)\s*width\b/gi)) check(false, `${match[0]} (write it as width ${match[3]} …)`)
  return stray
}

export const mediaQueries = (css: string) => [...stripComments(css).matchAll(/@media([^{]+)\{/g)].map(([, query]) => query.trim())

const RAW_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i
/** A raw colour in a declaration value (hex or a colour function); named keywords such as `transparent` are allowed. */
export const hasRawColour = (value: string) => RAW_COLOUR.test(value)

const SPACING_PROPERTY = /^(?:(?:margin|padding|scroll-margin|scroll-padding)(?:-(?:top|right|bottom|left|block|inline)(?:-(?:start|end))?)?|gap|row-gap|column-gap|inset(?:-.+)?|top|right|bottom|left)$/
const RAW_LENGTH = /(?<![\w-])-?(?:\d*\.)?\d+(?:px|rem|em|ch|ex|vh|vw)\b/g
/** A raw length (other than 0) in a spacing property: margins, paddings, gaps and offsets come from --space-*. */
export const rawSpacing = (property: string, value: string) =>
  SPACING_PROPERTY.test(property) ? (value.replace(/var\([^)]*\)/g, '').match(RAW_LENGTH) ?? []).filter((length) => parseFloat(length) !== 0) : []

/** Custom properties the CSS may use without globals.css defining them: next/font sets these on <html>. */
const PROVIDED_ELSEWHERE = new Set(['--font-nunito', '--font-open-sans'])

const rootTokens = (css: string) => {
  const root = /:root\s*\{([^}]*)\}/.exec(stripComments(css))?.[1] ?? ''
  return new Map([...root.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]))
}

describe('the checks themselves', () => {
  it('find media widths that are not named breakpoints', () => {
    expect(strayMediaWidths('(min-width: 768px)')).toEqual([])
    expect(strayMediaWidths('screen and (max-width: 767px)')).toEqual([])
    expect(strayMediaWidths('(width >= 992px) and (width < 1200px)')).toEqual([])
    expect(strayMediaWidths('(min-width: 767px)')).toEqual(['(min-width: 767px)'])
    expect(strayMediaWidths('(max-width: 768px)')).toEqual(['(max-width: 768px)'])
    expect(strayMediaWidths('(min-width: 48em)')).toEqual(['(min-width: 48em)'])
    expect(strayMediaWidths('(prefers-reduced-motion: reduce)')).toEqual([])
  })

  it('find raw colours and raw spacing', () => {
    expect(hasRawColour('1px solid #c4c4c4')).toBe(true)
    expect(hasRawColour('rgb(0 0 0 / 60%)')).toBe(true)
    expect(hasRawColour('var(--color-divider)')).toBe(false)
    expect(hasRawColour('transparent')).toBe(false)
    expect(rawSpacing('padding', '0.75rem var(--space-4)')).toEqual(['0.75rem'])
    expect(rawSpacing('margin', '0 0 -4px')).toEqual(['-4px'])
    expect(rawSpacing('top', 'calc(100% + var(--space-2))')).toEqual([])
    expect(rawSpacing('padding', '0')).toEqual([])
    expect(rawSpacing('max-width', '40rem')).toEqual([])
  })

  it('read declarations from rules, media blocks and keyframes', () => {
    const css = '/* a: #fff */ .a { color: red; padding: 1px } @media (min-width: 768px) { .b { gap: 2px; } }'
    expect(declarations(css)).toEqual([
      { property: 'color', value: 'red' },
      { property: 'padding', value: '1px' },
      { property: 'gap', value: '2px' },
    ])
  })
})

describe('the site CSS', () => {
  it('exists where the checks look for it', () => {
    expect(cssFiles).toContain(GLOBALS)
    expect(moduleCssFiles.length).toBeGreaterThan(10)
  })

  it('uses only named breakpoints in @media queries (src/lib/breakpoints.ts)', () => {
    const stray = cssFiles.flatMap((file) => mediaQueries(read(file)).flatMap((query) => strayMediaWidths(query).map((width) => `${rel(file)}: ${width}`)))
    expect(stray, `named breakpoints (min-width / max-width one less): ${JSON.stringify(breakpoints)}`).toEqual([])
  })

  it('writes no raw colour in component CSS: colours are tokens from globals.css', () => {
    const raw = moduleCssFiles.flatMap((file) =>
      declarations(read(file))
        .filter(({ value }) => hasRawColour(value))
        .map(({ property, value }) => `${rel(file)}: ${property}: ${value}`),
    )
    expect(raw).toEqual([])
  })

  it('writes no raw spacing in component CSS: margins, paddings, gaps and offsets use --space-*', () => {
    const raw = moduleCssFiles.flatMap((file) =>
      declarations(read(file)).flatMap(({ property, value }) => rawSpacing(property, value).map((length) => `${rel(file)}: ${property}: ${length}`)),
    )
    expect(raw).toEqual([])
  })

  it('uses only custom properties that globals.css defines', () => {
    const defined = rootTokens(read(GLOBALS))
    const undefinedNames = cssFiles.flatMap((file) =>
      [...read(file).matchAll(/var\(\s*(--[\w-]+)/g)]
        .map(([, name]) => name)
        .filter((name) => !defined.has(name) && !PROVIDED_ELSEWHERE.has(name))
        .map((name) => `${rel(file)}: ${name}`),
    )
    expect(undefinedNames).toEqual([])
  })

  it('defines the product’s fixed colours and widths as tokens', () => {
    const tokens = rootTokens(read(GLOBALS))
    expect(tokens.get('--color-button-fallback')?.toLowerCase()).toBe('#487a7b')
    expect(tokens.get('--color-hero-blue')).toBe('#389ef0')
    expect(tokens.get('--color-hero-teal')).toBe('#00a79d')
    expect(tokens.get('--color-grey-100')).toBe('#eee')
    expect(tokens.get('--color-grey-500')).toBe('#888')
    expect(tokens.get('--color-map-hover')).toBe('var(--color-grey-100)')
    expect(tokens.get('--color-map-hover-text')).toBe('var(--color-grey-500)')
    expect(tokens.get('--content-max')).toBe(`${breakpoints.content}px`)
    expect(tokens.get('--modal-max')).toBe('37.5rem')
    expect(tokens.get('--modal-max-territory')).toBe('34rem')
  })

  it('defaults the theme colours to the fallback theme that PageShell applies (src/lib/theme.ts)', () => {
    const tokens = rootTokens(read(GLOBALS))
    expect({
      primaryColor: tokens.get('--color-primary'),
      secondaryColor: tokens.get('--color-secondary'),
      grayColor: tokens.get('--color-gray'),
      orangeColor: tokens.get('--color-orange'),
    }).toEqual({
      primaryColor: fallbackTheme.primaryColor,
      secondaryColor: fallbackTheme.secondaryColor,
      grayColor: fallbackTheme.grayColor,
      orangeColor: fallbackTheme.orangeColor,
    })
  })
})

describe('the site TypeScript', () => {
  it('builds width media queries from src/lib/breakpoints.ts instead of writing pixel widths', () => {
    const files = sourceFiles((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('payload-types.ts'))
    const raw = files
      .filter((file) => !file.endsWith(join('lib', 'breakpoints.ts')))
      .flatMap((file) => [...read(file).matchAll(/\((?:min|max)-width\s*:\s*[\d.]+[a-z]*\)/g)].map(([text]) => `${rel(file)}: ${text}`))
    expect(raw).toEqual([])
  })
})
