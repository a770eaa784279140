/** The longest Markdown text the CMS accepts; longer stored text is cut to this length before rendering. */
export const MARKDOWN_MAX_LENGTH = 20_000
