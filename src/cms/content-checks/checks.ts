import type { Block, Field } from 'payload'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'

import { normalizeRoute, safeDecode } from '@/lib/paths'
import { usesSeoV2 } from '@/lib/seo'
import type { CheckItem, CheckKind, CheckMarker, SiteFacts } from './types'

/** Longest meta description search results show in full; no rule of the site says otherwise. */
export const SEO_DESCRIPTION_MAX = 160

/** Site addresses the site answers itself, without a CMS page (the CMS, its API, files, the preview routes). */
const SITE_ROUTES = ['/admin', '/api', '/files', '/next', '/video-thumbnail', '/sitemap.xml', '/robots.txt']

/** Prefix of a section's label by the blocks field that holds it. */
const COLUMN_LABELS: Record<string, string> = { sections: 'Section', sectionsRight: 'Right column section' }

type Data = Record<string, unknown>

type Section = { label: string; number: number; column: string }

/** One field with a value, as the walk meets it. */
type Visit = {
  field: Field & { name: string }
  value: unknown
  path: string
  section: Section | null
  /** Labels of the groups and rows around the field ("Cards 2"), then its own. */
  labels: string[]
  tab: string | null
  inRow: boolean
}

const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)

const marker = (field: Field): CheckMarker | undefined => (field.custom as { check?: CheckMarker } | undefined)?.check

/** A field's label as the admin shows it: its own, or its name in words ("linkUrl" → "Link url"). */
/** The field's name in messages; a typed address labelled "Or button address" is named "Button address". */
function labelOf(field: { label?: unknown; name?: string }): string {
  if (typeof field.label === 'string' && field.label) return field.label.replace(/^Or (\w)/, (_, first: string) => first.toUpperCase())
  const words = (field.name ?? '').replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function blockLabel(block: Block | undefined, slug: string): string {
  const singular = block?.labels?.singular
  return typeof singular === 'string' ? singular : slug
}

/** Walks the fields with their data, in the order the admin shows them, and lists every named leaf field. */
function walk(fields: Field[], data: Data, blocks: Block[], at: Omit<Visit, 'field' | 'value' | 'path'> & { prefix: string; depth: number }, out: Visit[]) {
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const tabLabel = typeof tab.label === 'string' ? tab.label : null
        const inside = { ...at, tab: at.tab ?? tabLabel }
        if ('name' in tab && tab.name) {
          const value = data[tab.name]
          walk(tab.fields, isObject(value) ? value : {}, blocks, { ...inside, prefix: `${at.prefix}${tab.name}.`, labels: [...at.labels, labelOf(tab)] }, out)
        } else walk(tab.fields, data, blocks, inside, out)
      }
      continue
    }
    if (field.type === 'row' || field.type === 'collapsible' || (field.type === 'group' && !('name' in field && field.name))) {
      walk(field.fields, data, blocks, at, out)
      continue
    }
    if (!('name' in field) || !field.name || field.type === 'ui') continue
    const value = data[field.name]
    const path = `${at.prefix}${field.name}`
    if (field.type === 'group') {
      walk(field.fields, isObject(value) ? value : {}, blocks, { ...at, prefix: `${path}.`, labels: [...at.labels, labelOf(field)] }, out)
      continue
    }
    if (field.type === 'array') {
      if (Array.isArray(value)) {
        value.forEach((row, index) => {
          if (isObject(row)) walk(field.fields, row, blocks, { ...at, prefix: `${path}.${index}.`, labels: [...at.labels, `${labelOf(field)} ${index + 1}`], inRow: true }, out)
        })
      }
      continue
    }
    if (field.type === 'blocks') {
      if (!Array.isArray(value)) continue
      const available = [...(field.blocks ?? []), ...blocks.filter((block) => field.blockReferences?.some((ref) => (typeof ref === 'string' ? ref : ref.slug) === block.slug))]
      value.forEach((row, index) => {
        if (!isObject(row) || typeof row.blockType !== 'string') return
        const block = available.find((candidate) => candidate.slug === row.blockType)
        if (!block) return
        const rowAt = { ...at, prefix: `${path}.${index}.`, depth: at.depth + 1 }
        if (at.depth === 0) {
          const prefix = COLUMN_LABELS[field.name] ?? labelOf(field)
          const section = { label: `${prefix} ${index + 1} (${blockLabel(block, row.blockType)})`, number: index + 1, column: field.name }
          walk(block.fields, row, blocks, { ...rowAt, section, labels: [], inRow: false }, out)
        } else {
          walk(block.fields, row, blocks, { ...rowAt, labels: [...at.labels, `${labelOf(field)} ${index + 1}`], inRow: true }, out)
        }
      })
      continue
    }
    out.push({ field: field as Visit['field'], value, path, section: at.section, labels: [...at.labels, labelOf(field)], tab: at.tab, inRow: at.inRow })
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

type MdNode = { type: string; depth?: number; url?: string; value?: string; children?: MdNode[] }

const plain = (node: MdNode): string => (node.value ?? '') + (node.children ?? []).map(plain).join('')

const markdownParser = unified().use(remarkParse).use(remarkGfm).freeze()

/** The headings (level and words) and link addresses of a Markdown text, in order. */
export function markdownOutline(markdown: string): { headings: { level: number; text: string }[]; links: string[] } {
  const headings: { level: number; text: string }[] = []
  const links: string[] = []
  const visit = (node: MdNode) => {
    if (node.type === 'heading' && node.depth) headings.push({ level: node.depth, text: plain(node).trim() })
    if ((node.type === 'link' || node.type === 'definition') && node.url) links.push(node.url)
    node.children?.forEach(visit)
  }
  visit(markdownParser.parse(markdown) as MdNode)
  return { headings, links }
}

/** What is wrong with one address, or null when it is fine: a broken site path or a PDF outside the library. */
function addressProblem(address: string, facts: Facts): { kind: CheckKind; problem: string } | null {
  const trimmed = address.trim()
  const local = trimmed.startsWith('/') && !trimmed.startsWith('//')
  const pathOnly = trimmed.split(/[?#]/)[0]
  if (/\.pdf$/i.test(pathOnly)) {
    const candidates = [pathOnly, safeDecode(pathOnly) ?? pathOnly].map((candidate) => candidate.toLowerCase())
    if (candidates.some((candidate) => facts.files.has(candidate))) return null
    return {
      kind: 'pdf',
      problem: `"${trimmed}" is not a PDF in the library. Upload it under Documents and link to /files/<file name>, so the link keeps working.`,
    }
  }
  if (!local) return null
  const route = normalizeRoute(pathOnly)
  const fine =
    facts.pages.has(route) ||
    facts.redirects.has(route) ||
    SITE_ROUTES.some((prefix) => route === prefix || route.startsWith(`${prefix}/`))
  return fine ? null : { kind: 'internal-link', problem: `"${trimmed}" has no published page. Choose a page or correct the address.` }
}

type Facts = { pages: Set<string>; pageIds: Set<string>; redirects: Set<string>; files: Set<string>; mediaAlt: Record<string, string> }

const list = (items: string[]) => (items.length === 1 ? items[0] : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`)

const idOf = (value: unknown): string | null => {
  const id = isObject(value) ? (isObject(value.value) ? value.value.id : (value.value ?? value.id)) : value
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null
}

/**
 * The content checks of a page: missing alternative text, internal links to no published page (these stop
 * publishing), skipped heading levels, PDFs outside the library and the meta description. `fields` are the page
 * collection's fields and `blocks` the blocks its blocks fields refer to.
 */
export function checkPage({ data, fields, blocks, facts }: { data: Data; fields: Field[]; blocks: Block[]; facts: SiteFacts }): CheckItem[] {
  const known: Facts = {
    pages: new Set(facts.publishedPaths),
    pageIds: new Set(facts.publishedPageIds),
    redirects: new Set(facts.redirectPaths),
    files: new Set(facts.fileAddresses.map((address) => address.toLowerCase())),
    mediaAlt: facts.mediaAlt,
  }
  // The page's own address resolves once it is published.
  if (text(data.path)) known.pages.add(normalizeRoute(text(data.path)))

  const visits: Visit[] = []
  walk(fields, data, blocks, { prefix: '', depth: 0, section: null, labels: [], tab: null, inRow: false }, visits)

  const items: CheckItem[] = []
  const add = (visit: Visit, check: CheckKind, problem: string) => {
    const fieldLabel = visit.labels.join(', ')
    const where = visit.section ? `${visit.section.label}, ${fieldLabel}` : fieldLabel
    items.push({
      check,
      path: visit.path,
      section: visit.section?.number ?? null,
      sectionLabel: visit.section?.label ?? null,
      fieldLabel,
      tab: visit.tab,
      problem,
      message: `${where}: ${problem}`,
      blocking: check === 'internal-link',
    })
  }

  for (const visit of visits) {
    const { field, value } = visit
    const kind = marker(field)
    if (field.type === 'upload' && field.relationTo === 'media' && visit.section) {
      const id = idOf(value)
      if (id !== null && id in known.mediaAlt && !known.mediaAlt[id].trim()) {
        add(visit, 'image-alt', 'the image has no alternative text. Add it to the image under Images, or choose another image.')
      }
    }
    if (kind === 'address' && text(value)) {
      const found = addressProblem(text(value), known)
      if (found) add(visit, found.kind, found.problem)
    }
    if (kind === 'page-link') {
      const id = idOf(value)
      if (id !== null && !known.pageIds.has(id)) add(visit, 'internal-link', 'the chosen page is not published. Publish it first or choose another page.')
    }
    if (kind === 'markdown' && text(value)) {
      const found = markdownOutline(text(value)).links.map((link) => ({ link, found: addressProblem(link, known) }))
      for (const check of ['internal-link', 'pdf'] as const) {
        const links = [...new Set(found.filter((entry) => entry.found?.kind === check).map((entry) => `"${entry.link}"`))]
        if (!links.length) continue
        add(
          visit,
          check,
          check === 'internal-link'
            ? `the ${links.length === 1 ? 'link' : 'links'} to ${list(links)} ${links.length === 1 ? 'has' : 'have'} no published page. Correct the address or publish that page.`
            : `the ${links.length === 1 ? 'link' : 'links'} to ${list(links)} ${links.length === 1 ? 'is not a PDF' : 'are not PDFs'} in the library. Upload ${links.length === 1 ? 'it' : 'them'} under Documents and link to /files/<file name>.`,
        )
      }
    }
  }

  checkHeadings(data, visits, add)
  checkSeoDescription(data, visits, add)
  // In the order of the form: by field, then by kind of check.
  const order = new Map(visits.map((visit, index) => [visit.path, index]))
  return items.map((item, index) => ({ item, index })).sort((a, b) => order.get(a.item.path)! - order.get(b.item.path)! || a.index - b.index).map(({ item }) => item)
}

/**
 * Heading levels as the page renders them: the page's h1 first (its title, or the first section's title), each
 * section's titles at level 2 and one level deeper for each further title of the section, Markdown headings at their
 * own level. A heading more than one level under the one before it skips a level. Markdown inside a section's rows
 * (cards, items) sits under headings of the row that the schema does not name, so only its own headings are compared.
 */
function checkHeadings(data: Data, visits: Visit[], add: (visit: Visit, check: CheckKind, problem: string) => void) {
  const outline = visits.filter((visit) => {
    const kind = marker(visit.field)
    return visit.section && (kind === 'heading' || kind === 'markdown') && text(visit.value)
  })
  let last = 1
  let current: Section | null = null
  let titles = 0
  let column: string | null = null
  for (const visit of outline) {
    const section = visit.section!
    if (section.column !== column) {
      column = section.column
      last = 1
    }
    if (section !== current) {
      current = section
      titles = 0
    }
    if (marker(visit.field) === 'heading') {
      const opensPage = section.column === 'sections' && section.number === 1 && !data.displayTitle
      last = (opensPage ? 1 : 2) + titles
      titles += 1
      continue
    }
    let previous = visit.inRow ? null : last
    for (const heading of markdownOutline(text(visit.value)).headings) {
      if (previous !== null && heading.level > previous + 1) {
        const hashes = (level: number) => '#'.repeat(level)
        add(
          visit,
          'heading-level',
          `the heading "${heading.text}" is level ${heading.level} (${hashes(heading.level)}) right after a level ${previous} heading. Make it level ${previous + 1} (${hashes(previous + 1)}), so the page's outline has no gap.`,
        )
        break
      }
      previous = heading.level
    }
    if (!visit.inRow && previous !== null) last = previous
  }
}

/** The meta description of the SEO set the page uses: present, and short enough to show in full. */
function checkSeoDescription(data: Data, visits: Visit[], add: (visit: Visit, check: CheckKind, problem: string) => void) {
  const v2 = usesSeoV2(data as Parameters<typeof usesSeoV2>[0])
  const marked = visits.filter((visit) => marker(visit.field) === 'seo-description')
  const visit = marked.find((candidate) => candidate.path.startsWith('seoV2.') === v2) ?? marked[0]
  if (!visit) return
  const description = text(visit.value)
  if (!description) {
    add(visit, 'seo-description', `the page has no meta description. Write one or two sentences for search results, at most ${SEO_DESCRIPTION_MAX} characters.`)
  } else if (description.length > SEO_DESCRIPTION_MAX) {
    add(
      visit,
      'seo-description',
      `the meta description has ${description.length} characters; search results cut it after about ${SEO_DESCRIPTION_MAX}. Shorten it to ${SEO_DESCRIPTION_MAX} or fewer.`,
    )
  }
}
