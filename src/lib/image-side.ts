/**
 * Which side of the text a block's picture sits on. The stored values are capitalised ('Left', 'Right');
 * layout components take the lower-case `MediaSide`.
 */
export const imageSideOptions = [
  { label: 'Left', value: 'Left' },
  { label: 'Right (reverses the order)', value: 'Right' },
] as const

export type ImageSide = (typeof imageSideOptions)[number]['value']

export const defaultImageSide: ImageSide = 'Left'

/** Side of the media in a layout: 'left' puts it before the text, 'right' after (components/Split.module.css). */
export type MediaSide = 'left' | 'right'

/** The layout side for a stored image side; anything but 'Right' puts the picture first. */
export const mediaSideOf = (side: string | null | undefined): MediaSide => (side === 'Right' ? 'right' : 'left')
