import { describe, expect, it } from 'vitest'

import { blockSchemas } from '@/blocks/schemas'
import { Pages } from '@/cms/collections/Pages'
import { checkPage, markdownOutline, SEO_DESCRIPTION_MAX } from './checks'
import type { SiteFacts } from './types'

const facts: SiteFacts = {
  publishedPaths: ['/', '/webinars', '/faq'],
  publishedPageIds: ['1', '2'],
  redirectPaths: ['/old-webinars'],
  fileAddresses: ['/files/guide.pdf', '/api/documents/file/guide.pdf', '/api/media/file/photo.jpg'],
  mediaAlt: { '10': 'Children in a circle', '11': '' },
}

const seo = { seo: { description: 'A short description of the page.' } }

const check = (data: Record<string, unknown>) => checkPage({ data: { title: 'T', path: '/new', ...seo, ...data }, fields: Pages.fields, blocks: blockSchemas, facts })

const hero = (fields: Record<string, unknown>) => ({ blockType: 'centeredHero', title: 'Welcome', ...fields })

describe('internal links', () => {
  it('names the section and the field of an address with no published page, and stops publishing', () => {
    const [item] = check({ sections: [hero({}), hero({}), hero({ linkText: 'Go', linkUrl: '/old-page' })] })
    expect(item).toMatchObject({
      check: 'internal-link',
      path: 'sections.2.linkUrl',
      section: 3,
      sectionLabel: 'Section 3 (Centered hero)',
      fieldLabel: 'Button address',
      tab: 'Sections',
      blocking: true,
      message: 'Section 3 (Centered hero), Button address: "/old-page" has no published page. Choose a page or correct the address.',
    })
  })

  it('accepts published pages, redirects, the site’s own routes, other spellings, queries and fragments', () => {
    for (const linkUrl of ['/webinars', '/Webinars/', '/faq?x=1#top', '/old-webinars', '/admin', '/sitemap.xml', '/new', '#top', 'https://example.org/x', 'mailto:a@b.c']) {
      expect(check({ sections: [hero({ linkUrl })] }), linkUrl).toEqual([])
    }
  })

  it('finds Markdown links to no published page, once per field', () => {
    const items = check({ sections: [hero({ text: 'See [a](/gone) and [b](/gone) and [c](/also-gone#x) and [d](/faq).' })] })
    expect(items).toEqual([
      expect.objectContaining({
        path: 'sections.0.text',
        fieldLabel: 'Intro text',
        blocking: true,
        problem: 'the links to "/gone" and "/also-gone#x" have no published page. Correct the address or publish that page.',
      }),
    ])
  })

  it('flags a chosen page that is not published', () => {
    const fields = [{ name: 'sections', type: 'blocks' as const, blocks: [{ slug: 'x', fields: [{ name: 'linkPage', type: 'relationship' as const, relationTo: 'pages' as const, custom: { check: 'page-link' } }] }] }]
    const run = (linkPage: unknown) => checkPage({ data: { sections: [{ blockType: 'x', linkPage }] }, fields, blocks: [], facts })
    expect(run(7)).toEqual([expect.objectContaining({ path: 'sections.0.linkPage', check: 'internal-link', blocking: true })])
    expect(run({ id: 2 })).toEqual([])
    expect(run(null)).toEqual([])
  })
})

describe('PDFs', () => {
  it('warns about a PDF that is not a file in the library, without stopping publishing', () => {
    expect(check({ sections: [hero({ linkUrl: '/files/Guide.pdf' })] })).toEqual([])
    expect(check({ sections: [hero({ linkUrl: '/files/missing.pdf#page=2' })] })).toEqual([
      expect.objectContaining({ check: 'pdf', path: 'sections.0.linkUrl', blocking: false }),
    ])
    expect(check({ sections: [hero({ text: '[Guide](https://elsewhere.example/guide.pdf)' })] })).toEqual([
      expect.objectContaining({ check: 'pdf', path: 'sections.0.text', blocking: false }),
    ])
  })
})

describe('alternative text', () => {
  it('warns about a section image whose record has no alternative text', () => {
    const section = (image: unknown) => ({ blockType: 'markdownSection', text: 'Hello', image })
    expect(check({ sections: [section(11)] })).toEqual([
      expect.objectContaining({
        check: 'image-alt',
        path: 'sections.0.image',
        message: 'Section 1 (Markdown section), Image: the image has no alternative text. Add it to the image under Images, or choose another image.',
      }),
    ])
    expect(check({ sections: [section({ id: 11, alt: '' })] })).toHaveLength(1)
    expect(check({ sections: [section(10)] })).toEqual([])
  })
})

describe('heading levels', () => {
  const text = (title: string, markdown: string) => ({ blockType: 'markdownSection', title, text: markdown })

  it('warns when a Markdown heading skips a level after the section title', () => {
    const items = check({ sections: [hero({}), text('Our approach', '#### Details\n\nText')] })
    expect(items).toEqual([
      expect.objectContaining({
        check: 'heading-level',
        path: 'sections.1.text',
        problem: 'the heading "Details" is level 4 (####) right after a level 2 heading. Make it level 3 (###), so the page\'s outline has no gap.',
      }),
    ])
  })

  it('follows the outline across sections and inside the text', () => {
    expect(check({ sections: [hero({}), text('', '### Under the hero')] })).toHaveLength(1)
    expect(check({ sections: [hero({}), text('A', '### B\n\n#### C\n\n## D\n\n### E')] })).toEqual([])
    expect(check({ sections: [hero({}), text('A', '### B'), text('', '#### C')] })).toEqual([])
    expect(check({ sections: [hero({}), text('A', '### B\n\n###### C')] })).toHaveLength(1)
  })

  it('counts the first section’s title as the page heading unless the page title is shown', () => {
    expect(check({ sections: [text('Page heading', '## Part')] })).toEqual([])
    expect(check({ sections: [text('Page heading', '### Part')] })).toHaveLength(1)
    expect(check({ displayTitle: true, sections: [text('Section heading', '### Part')] })).toEqual([])
  })

  it('puts each further title of a text section one level deeper', () => {
    const section = { blockType: 'textSection', sectionTitle: 'Programs', title: 'Early learning', text: '#### Goals', listTitle: 'Kit', text2: '##### Items' }
    expect(check({ sections: [hero({}), section] })).toEqual([])
    expect(check({ sections: [hero({}), { ...section, text: '##### Goals' }] })).toEqual([expect.objectContaining({ path: 'sections.1.text' })])
  })
})

describe('meta description', () => {
  it('asks for a description, and for a shorter one past the limit', () => {
    expect(check({ seo: {} })).toEqual([expect.objectContaining({ check: 'seo-description', path: 'seo.description', fieldLabel: 'SEO, Meta description', tab: 'SEO' })])
    expect(check({ seo: { description: 'x'.repeat(SEO_DESCRIPTION_MAX) } })).toEqual([])
    expect(check({ seo: { description: 'x'.repeat(SEO_DESCRIPTION_MAX + 1) } })).toEqual([
      expect.objectContaining({ problem: expect.stringContaining(`has ${SEO_DESCRIPTION_MAX + 1} characters`), blocking: false }),
    ])
  })

  it('checks the description of the field set the page uses', () => {
    expect(check({ seo: {}, seoV2: { metaDescription: 'From the second set.' } })).toEqual([])
    expect(check({ seoV2: { socialTitle: 'Shared', metaDescription: '' } })).toEqual([expect.objectContaining({ path: 'seoV2.metaDescription' })])
  })
})

it('reads headings and links from Markdown, reference links too, and not from code', () => {
  expect(markdownOutline('# A\n\n`[x](/no)`\n\n    [y](/no)\n\n[z][ref]\n\n[ref]: /yes\n\n## *B*')).toEqual({
    headings: [
      { level: 1, text: 'A' },
      { level: 2, text: 'B' },
    ],
    links: ['/yes'],
  })
})
