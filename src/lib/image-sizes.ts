/**
 * The picture widths and quality Next's image optimizer serves (next.config.ts `images`) and the site's pictures ask
 * for (components/responsive-image.ts): one list, so no page names a width the optimizer refuses.
 */
export const IMAGE_SIZES = {
  // Candidate widths for full-width pictures. Uploads are at most 1920 px wide (the CMS's largest size), and the
  // optimizer never enlarges, so wider candidates would only repeat that one.
  deviceSizes: [640, 750, 828, 1080, 1200, 1920],
  // Candidate widths for pictures narrower than a phone's screen (Next's own list).
  imageSizes: [32, 48, 64, 96, 128, 256, 384],
  // Only the quality the site asks for is served, and src/proxy.ts refuses other spellings of a file.
  qualities: [75],
}

/** The address of Next's image optimizer, which takes a picture's `url`, a width `w` and a quality `q`. */
export const IMAGE_OPTIMIZER = '/_next/image'
