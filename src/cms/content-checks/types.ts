/** What the content checks look at; a field opts in with `custom: { check: <kind> }` (see ./field-warning). */
export type CheckMarker = 'address' | 'page-link' | 'markdown' | 'heading' | 'seo-description'

export type CheckKind = 'image-alt' | 'internal-link' | 'heading-level' | 'pdf' | 'seo-description'

/** One thing an editor should look at before publishing. */
export type CheckItem = {
  check: CheckKind
  /** The field's path in the form, for example `sections.2.linkUrl`. */
  path: string
  /** 1-based number of the section in its column, or null outside sections. */
  section: number | null
  /** "Section 3 (Centered hero)", or "Right column section 1 (Text section)"; null outside sections. */
  sectionLabel: string | null
  /** The field's label, with the rows it sits in: "Cards 2, Text". */
  fieldLabel: string
  /** The tab the field is on, so the summary can open it. */
  tab: string | null
  /** What is wrong and what to do, without where. */
  problem: string
  /** Where and what: the full sentence for the summary and for a refused publish. */
  message: string
  /** Whether it stops publishing (broken internal links); everything else is a warning. */
  blocking: boolean
}

/** The site as the checks need it, read by ./site-facts. */
export type SiteFacts = {
  /** Routes of the published pages, normalised ("/webinars"). */
  publishedPaths: string[]
  /** Ids of the published pages, as strings. */
  publishedPageIds: string[]
  /** Routes that a CMS redirect sends on. */
  redirectPaths: string[]
  /** Addresses of the files in the library (/files/guide.pdf, /api/media/file/photo.jpg), lowercase. */
  fileAddresses: string[]
  /** Alternative text of each image, by id. */
  mediaAlt: Record<string, string>
}
