import { expect, it } from 'vitest'

import { isBlockGallery } from './block-gallery'

it('knows the gallery pages and nothing else', () => {
  expect(isBlockGallery('/blocks')).toBe(true)
  expect(isBlockGallery('/blocks/heroes')).toBe(true)
  expect(isBlockGallery('/blocks-and-more')).toBe(false)
  expect(isBlockGallery('/about/blocks')).toBe(false)
})
