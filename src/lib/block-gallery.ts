/** The block gallery's front page; each group of the add-section drawer has a page below it. */
export const BLOCK_GALLERY_PATH = '/blocks'

/** Whether a page address belongs to the block gallery, whose sections are marked with their block type. */
export const isBlockGallery = (route: string) => route === BLOCK_GALLERY_PATH || route.startsWith(`${BLOCK_GALLERY_PATH}/`)
