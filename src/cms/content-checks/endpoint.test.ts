import { ValidationError, type PayloadRequest } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { blockSchemas } from '@/blocks/schemas'
import { Pages } from '@/cms/collections/Pages'
import { contentChecksEndpoint, stopBrokenLinksOnPublish } from './endpoint'

/** A CMS with one published page (/webinars), one redirect, one document and one image without alternative text. */
const records: Record<string, object[]> = {
  pages: [{ id: 1, path: '/webinars' }],
  redirects: [{ id: 1, from: '/old' }],
  documents: [{ id: 1, filename: 'guide.pdf', url: '/api/documents/file/guide.pdf' }],
  media: [{ id: 5, alt: '', filename: 'photo.jpg', url: '/api/media/file/photo.jpg' }],
}
const payload = {
  find: vi.fn(async ({ collection }: { collection: string }) => ({ docs: records[collection] })),
  collections: { pages: { config: { fields: Pages.fields } }, redirects: {} },
  config: { blocks: blockSchemas },
  logger: { error: vi.fn() },
}

const request = ({ user = { id: 1, collection: 'users' } as object | null, body }: { user?: object | null; body: string }) =>
  ({ user, payload, json: () => Promise.resolve(JSON.parse(body)) }) as unknown as PayloadRequest

const page = { title: 'New', path: '/new', seo: { description: 'Described.' } }
const brokenLink = { ...page, sections: [{ blockType: 'centeredHero', title: 'Hi' }, { blockType: 'centeredHero', title: 'Go', linkText: 'Go', linkUrl: '/old-page' }] }

describe('POST /api/content-checks', () => {
  it('answers the checks of the page sent', async () => {
    const response = await contentChecksEndpoint.handler(request({ body: JSON.stringify({ data: brokenLink }) }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      items: [expect.objectContaining({ path: 'sections.1.linkUrl', message: expect.stringContaining('Section 2 (Centered hero), Button address: "/old-page"') })],
    })
  })

  it('refuses visitors without an editor session', async () => {
    expect((await contentChecksEndpoint.handler(request({ user: null, body: '{"data":{}}' }))).status).toBe(401)
    expect((await contentChecksEndpoint.handler(request({ user: { id: 1, collection: 'visitors' }, body: '{"data":{}}' }))).status).toBe(403)
  })

  it('answers 400 to a body that is not a page as JSON', async () => {
    for (const body of ['not json', '[]', '{"data":[1]}', '{"page":{}}', 'null']) {
      const response = await contentChecksEndpoint.handler(request({ body }))
      expect(response.status, body).toBe(400)
      expect(await response.json()).toEqual({ message: expect.stringContaining('Send the page as JSON') })
    }
  })

  it('says the checks could not run, without a server error, when the CMS fails', async () => {
    payload.find.mockRejectedValueOnce(new Error('database is locked'))
    const response = await contentChecksEndpoint.handler(request({ body: JSON.stringify({ data: page }) }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ items: [], unavailable: true })
  })
})

describe('publishing', () => {
  const hook = (data: object, user: object | null = { id: 1 }, originalDoc: object = {}) =>
    stopBrokenLinksOnPublish({ data, originalDoc, req: { user, payload } as unknown as PayloadRequest, operation: 'update' } as Parameters<typeof stopBrokenLinksOnPublish>[0])

  it('is refused with a broken internal link, naming the section and the field', async () => {
    const error = await Promise.resolve(hook({ ...brokenLink, _status: 'published' })).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).data.errors).toEqual([
      {
        path: 'sections.1.linkUrl',
        label: 'Button address in section 2 (Centered hero)',
        message: 'Section 2 (Centered hero), Button address: "/old-page" has no published page. Choose a page or correct the address.',
      },
    ])
  })

  it('goes ahead once the link is fixed, with warnings only, for drafts and without an editor', async () => {
    const fixed = { ...brokenLink, sections: [{ blockType: 'centeredHero', title: 'Go', linkUrl: '/webinars', text: '[pdf](/files/nope.pdf)' }] }
    await expect(hook({ ...fixed, _status: 'published' })).resolves.toMatchObject({ path: '/new' })
    await expect(hook({ ...brokenLink, _status: 'draft' })).resolves.toMatchObject({ _status: 'draft' })
    await expect(hook({ ...brokenLink, _status: 'published' }, null)).resolves.toMatchObject({ _status: 'published' })
  })

  it('checks the saved sections when a publish sends only the status', async () => {
    await expect(hook({ _status: 'published' }, { id: 1 }, brokenLink)).rejects.toBeInstanceOf(ValidationError)
  })
})
