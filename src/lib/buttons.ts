/**
 * Button colour keys editors can choose (the schema's options, the component's prop and the CSS classes in
 * src/components/Button.module.css all come from this list); anything else falls back to the default #487A7B.
 */
export const buttonColors = ['primary', 'secondary', 'gray', 'yellow', 'orange', 'selaGray'] as const
export type ButtonColor = (typeof buttonColors)[number]

export const isButtonColor = (value: unknown): value is ButtonColor =>
  typeof value === 'string' && (buttonColors as readonly string[]).includes(value)

/**
 * How a button sits on its background, chosen by the code rather than by editors: `solid` takes its colour key,
 * `light` is white with dark text for a button on a coloured band.
 */
export const buttonVariants = ['solid', 'light'] as const
export type ButtonVariant = (typeof buttonVariants)[number]

/** The look's class in Button.module.css: a colour key, `fallback` (#487A7B) or `light`. */
export type ButtonLook = ButtonColor | 'fallback' | 'light'

export function buttonLook(color: unknown, variant: ButtonVariant = 'solid'): ButtonLook {
  if (variant === 'light') return 'light'
  return isButtonColor(color) ? color : 'fallback'
}

const buttonColorLabel = (value: ButtonColor) => (value === 'selaGray' ? 'SEL for Adults grey' : value[0].toUpperCase() + value.slice(1))

/** The colour keys as CMS select options (cms/fields/common.ts buttonColorField). */
export const buttonColorOptions = buttonColors.map((value) => ({ label: buttonColorLabel(value), value }))
