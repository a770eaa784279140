import { describe, expect, it, vi } from 'vitest'

import type { LinkRules } from './links'
import { boundMarkdown, markdownPlainText, renderMarkdown } from './markdown'

const rules: LinkRules = { ownDomains: ['heartwiselearning.org'], playerHosts: ['player.heartwiselearning.org'] }
const render = (markdown: string | null) => renderMarkdown(markdown, rules)

const NEW_TAB = 'target="_blank" rel="noopener noreferrer"'
const NOTICE = '<span class="visually-hidden"> (opens in a new tab)</span>'

it('renders GitHub-flavoured markdown with smart quotes and heading styles', () => {
  const html = render('# Title\n\n### Sub\n\n"Quoted" it\'s\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n~~old~~')
  expect(html).toContain('<h1 class="heading-1">Title</h1>')
  expect(html).toContain('<h3 class="heading-3">Sub</h3>')
  expect(html).toContain('“Quoted” it’s')
  expect(html).toContain('<table>')
  expect(html).toContain('<del>old</del>')
})

it('puts each table in a named, focusable box of its own that scrolls sideways', () => {
  const html = render('| Grade band | Lessons |\n|---|---|\n| K–2 | 30 |')
  expect(html).toMatch(/^<div class="table-scroller" role="region" aria-label="Table: Grade band, Lessons" tabindex="0"><table>/)
  expect(html).toMatch(/<\/table><\/div>$/)
})

it('removes scripts, event handlers and javascript: links', () => {
  const html = render('<script>alert(1)</script>\n\n<img src="x" onerror="alert(1)">\n\n[click](javascript:alert(1))')
  expect(html).not.toMatch(/<script|onerror|javascript:/i)
})

describe('links follow the site link rule', () => {
  const sameTab = (markdown: string, href: string) => {
    const html = render(markdown)
    expect(html).toContain(`<a href="${href}">`)
    expect(html).not.toContain('target=')
    expect(html).not.toContain('visually-hidden')
  }
  const newTab = (markdown: string, href: string, text: string) => {
    expect(render(markdown)).toContain(`<a href="${href}" ${NEW_TAB}>${text}${NOTICE}</a>`)
  }

  it('opens links to our own domain and its subdomains in the same tab', () => {
    sameTab('[home](https://heartwiselearning.org/pricing)', 'https://heartwiselearning.org/pricing')
    sameTab('[store](https://store.heartwiselearning.org)', 'https://store.heartwiselearning.org')
  })

  it('opens site paths, # links and mailto: links in the same tab', () => {
    sameTab('[page](/webinars)', '/webinars')
    sameTab('[research](#section)', '#section')
    sameTab('[Email us](mailto:info@heartwiselearning.org)', 'mailto:info@heartwiselearning.org')
  })

  it('opens other hosts in a new tab, announced by visually hidden text', () => {
    newTab('[site](https://example.org)', 'https://example.org', 'site')
    newTab('See www.example.com', 'http://www.example.com', 'www.example.com')
  })

  it('opens PDFs in a new tab, even on our own site', () => {
    newTab('[guide](/files/guide.pdf)', '/files/guide.pdf', 'guide')
    newTab('[guide](https://heartwiselearning.org/guide.pdf)', 'https://heartwiselearning.org/guide.pdf', 'guide')
  })

  it('opens the video player hosts in a new tab', () => {
    newTab('[watch](https://player.heartwiselearning.org/v/1)', 'https://player.heartwiselearning.org/v/1', 'watch')
  })

  it('adds the new-tab attributes itself: the author cannot set them or the hidden text', () => {
    const html = render('<a href="/x" target="_blank">raw</a> <span class="visually-hidden">fake</span>\n\n[page](/webinars)')
    expect(html).not.toContain('target=')
    expect(html).not.toContain('visually-hidden')
  })
})

it('renders nothing for empty text', () => {
  expect(render('')).toBe('')
  expect(render(null)).toBe('')
})

describe('pathological text is bounded before rendering', () => {
  const timed = (markdown: string) => ({ html: render(markdown) })

  it('flattens 2,002 nested quotes instead of overflowing the stack', () => {
    const { html } = timed(`${'>'.repeat(2002)} deep`)
    expect(html).toContain('deep')
    expect(html.match(/<blockquote>/g)?.length ?? 0).toBeLessThanOrEqual(8)
  })

  it('flattens deeply nested lists', () => {
    const { html } = timed(Array.from({ length: 500 }, (_, depth) => `${'  '.repeat(depth)}- level ${depth}`).join('\n'))
    expect(html).toContain('level 0')
    expect(html.match(/<ul>/g)?.length ?? 0).toBeLessThanOrEqual(20)
  })

  it('cuts 20,000-deep emphasis to a few markers', () => {
    for (const text of [`${'*'.repeat(20_000)}a${'*'.repeat(20_000)}`, `${'*_'.repeat(10_000)}a${'_*'.repeat(10_000)}`]) {
      const bounded = boundMarkdown(text)
      expect(Math.max(...(bounded.match(/[*_]+/g) ?? ['']).map((run) => run.length))).toBeLessThanOrEqual(64)
      expect(typeof render(text)).toBe('string')
    }
    expect(boundMarkdown('*a '.repeat(20_000)).length).toBeLessThanOrEqual(20_000)
  })

  it('renders at most the first 20,000 characters of a megabyte of text', () => {
    const { html } = timed(`start ${'word '.repeat(200_000)} end-marker`)
    expect(html).toContain('start')
    expect(html).not.toContain('end-marker')
  })
})

it('a text that fails to render shows nothing and is logged', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  // A rule set whose lookups throw stands in for any failure inside the pipeline.
  const broken = new Proxy(rules, { get: () => { throw new Error('boom') } }) as LinkRules
  expect(renderMarkdown('[a](https://example.org)', broken)).toBe('')
  expect(error).toHaveBeenCalledWith('Markdown failed to render: boom')
  error.mockRestore()
})

describe('markdown as plain text', () => {
  it('keeps the words a visitor reads, with smart quotes, link texts and separated paragraphs and list items', () => {
    const text = 'Ask your **site "administrator"**.\n\nThen:\n\n- open [the dashboard](https://example.org/app)\n- pick `Licenses`'
    expect(markdownPlainText(text)).toBe('Ask your site “administrator”. Then: open the dashboard pick Licenses')
  })

  it('drops the tags of markup an author slipped in (their text stays text) and gives nothing for empty text', () => {
    expect(markdownPlainText('Hello <script>alert(1)</script><b>there</b>')).toBe('Hello alert(1)there')
    expect(markdownPlainText('')).toBe('')
    expect(markdownPlainText(null)).toBe('')
  })
})
