import type { Block } from 'payload'

/** Where the block thumbnails live: under `public`, so the site serves them itself at this address. */
export const THUMBNAIL_FOLDER = 'block-thumbnails'

/** A block's folder under src/blocks: its slug in kebab case (`centeredHero` → `centered-hero`). */
export const blockFolder = (slug: string) => slug.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** The address of a block's thumbnail, made by `npm run thumbnails` from the block's first sample. */
export const thumbnailURL = (slug: string) => `/${THUMBNAIL_FOLDER}/${blockFolder(slug)}.webp`

/**
 * The picture of a block on its card in the add-section drawer. Its text is empty: the card's label already names the
 * block, and screen readers would otherwise say the name twice.
 */
export const thumbnailOf = (schema: Block) => ({ url: thumbnailURL(schema.slug), alt: '' })
