import { expect, it } from 'vitest'

import { renderMarkdown } from './markdown'

it('renders GitHub-flavoured markdown with smart quotes and heading styles', () => {
  const html = renderMarkdown('# Title\n\n### Sub\n\n"Quoted" it\'s\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n~~old~~')
  expect(html).toContain('<h1 class="heading-1">Title</h1>')
  expect(html).toContain('<h3 class="heading-3">Sub</h3>')
  expect(html).toContain('“Quoted” it’s')
  expect(html).toContain('<table>')
  expect(html).toContain('<del>old</del>')
})

it('removes scripts, event handlers and javascript: links', () => {
  const html = renderMarkdown('<script>alert(1)</script>\n\n<img src="x" onerror="alert(1)">\n\n[click](javascript:alert(1))')
  expect(html).not.toMatch(/<script|onerror|javascript:/i)
})

it('opens external links in a new tab safely', () => {
  expect(renderMarkdown('[site](https://example.org)')).toContain('target="_blank" rel="noopener noreferrer"')
  expect(renderMarkdown('[page](/webinars)')).not.toContain('target=')
})

it('renders nothing for empty text', () => {
  expect(renderMarkdown('')).toBe('')
  expect(renderMarkdown(null)).toBe('')
})
