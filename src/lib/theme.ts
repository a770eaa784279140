import type { Theme } from '@/payload-types'

/** The default palette and fonts: new themes start from it and pages without a theme use it. */
export const fallbackTheme = {
  primaryColor: '#487a7b',
  secondaryColor: '#00756e',
  grayColor: '#f2f2f2',
  orangeColor: '#b85000',
  headingFont: 'nunito',
  bodyFont: 'open-sans',
} as const

const fontVar = (name: string | null | undefined) => (name === 'nunito' ? 'var(--font-nunito)' : 'var(--font-open-sans)')

/** The page theme as CSS custom properties on the content area. */
export function themeVariables(theme: Partial<Theme> | null | undefined, selaFont = false): Record<string, string> {
  const t = { ...fallbackTheme, ...Object.fromEntries(Object.entries(theme ?? {}).filter(([, v]) => v != null)) }
  return {
    '--color-primary': String(t.primaryColor),
    '--color-secondary': String(t.secondaryColor),
    '--color-gray': String(t.grayColor),
    '--color-orange': String(t.orangeColor),
    '--font-heading': selaFont ? 'var(--font-nunito)' : fontVar(t.headingFont as string),
    '--font-body': selaFont ? 'var(--font-nunito)' : fontVar(t.bodyFont as string),
  }
}
