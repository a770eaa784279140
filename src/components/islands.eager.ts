/**
 * The shared islands without their separate chunks: component tests render them at once (vitest.config.ts points
 * `islands.client` here), as `next/dynamic` would only after a module load.
 */
export { Accordion } from './Accordion.client'
export { Carousel } from './Carousel.client'
