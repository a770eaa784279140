/**
 * The accessibility image block's choices and text rules. One source for the CMS selects
 * (blocks/accessibility-image/schema.ts), the component and its CSS, where each value is a class of the same name.
 */
export const imageJustificationOptions = [
  { label: 'Right-justified (text on the left)', value: 'right' },
  { label: 'Left-justified (text on the right)', value: 'left' },
  { label: 'Centred above the text', value: 'center' },
] as const

export type ImageJustification = (typeof imageJustificationOptions)[number]['value']

export const imageSizeOptions = [
  { label: 'Small (a quarter of the width)', value: 'small' },
  { label: 'Medium (40 % of the width)', value: 'medium' },
  { label: 'Large (60 % of the width)', value: 'large' },
] as const

export type ImageSize = (typeof imageSizeOptions)[number]['value']

export const defaultAccessibilityImage = { justification: 'right', size: 'medium' } as const satisfies {
  justification: ImageJustification
  size: ImageSize
}

const pick = <T extends string>(options: readonly { value: T }[], value: unknown, fallback: T): T =>
  options.find((option) => option.value === value)?.value ?? fallback

/** The justification and size to draw, falling back to the defaults for empty or unknown values. */
export function imagePlacement(justification: unknown, size: unknown): { justification: ImageJustification; size: ImageSize } {
  return {
    justification: pick(imageJustificationOptions, justification, defaultAccessibilityImage.justification),
    size: pick(imageSizeOptions, size, defaultAccessibilityImage.size),
  }
}

/**
 * The image's short alternative text (the editor's, else the media record's) and its long description (null when
 * there is none). The short text goes on the image; the long one is shown under "Image description" and tied to the
 * image with aria-describedby.
 */
export function imageTexts({
  altTextShort,
  ariaLong,
  mediaAlt,
}: {
  altTextShort?: string | null
  ariaLong?: string | null
  mediaAlt?: string | null
}): { alt: string; description: string | null } {
  return { alt: altTextShort?.trim() || mediaAlt?.trim() || '', description: ariaLong?.trim() || null }
}
