/** Button colour keys editors can choose; anything else falls back to the default #487A7B. */
export const buttonColors = ['primary', 'secondary', 'gray', 'yellow', 'orange', 'selaGray'] as const
export type ButtonColor = (typeof buttonColors)[number]

export const isButtonColor = (value: unknown): value is ButtonColor =>
  typeof value === 'string' && (buttonColors as readonly string[]).includes(value)
