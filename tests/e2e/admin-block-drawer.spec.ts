import { createHash } from 'node:crypto'

import AxeBuilder from '@axe-core/playwright'

import { EDITORS, expect, signInToAdmin, test } from './fixtures'

test('the add-section drawer shows each block by a picture of its own, served by the site', async ({ page }, testInfo) => {
  await signInToAdmin(page, EDITORS.drawer)
  // A page of the test's own: the seeded pages stay as other tests read them.
  const created = await page.request.post('/api/pages', {
    data: { title: 'Drawer pictures', path: `/drawer-pictures-${Date.now().toString(36)}`, sections: [{ blockType: 'markdownSection', text: 'Hello' }] },
  })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()

  const site = new URL(page.url()).origin
  const elsewhere: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== site && !request.url().startsWith('data:')) elsewhere.push(request.url())
  })
  await page.goto(`/admin/collections/pages/${doc.id}`)
  await page.getByRole('button', { name: 'Add Section' }).first().click()

  const cards = page.locator('.blocks-drawer__block')
  await expect(cards.first()).toBeVisible()
  const count = await cards.count()
  expect(count).toBeGreaterThanOrEqual(80)
  // Each card a picture, none the grey placeholder.
  await expect(cards.locator('img')).toHaveCount(count)
  await expect(cards.locator('.blocks-drawer__default-image svg')).toHaveCount(0)

  // Every picture loads and comes from the site itself.
  await expect
    .poll(() => cards.locator('img').evaluateAll((images) => images.filter((image) => !((image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)).length), { timeout: 30_000 })
    .toBe(0)
  const pictures = await cards.evaluateAll((items) =>
    items.map((item) => ({ label: item.querySelector('button')?.getAttribute('title'), alt: item.querySelector('img')?.alt, src: item.querySelector('img')!.src })),
  )
  // The card's label names the block; the picture adds no second name for screen readers.
  for (const { label, alt } of pictures) expect(alt, `the picture of ${label}`).toBe('')
  for (const name of ['Centered hero', 'Primary hero', 'Short hero']) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(1)
  expect(pictures.filter(({ src }) => new URL(src).origin !== site)).toEqual([])

  // No two blocks share a picture: neither its address nor its content.
  expect(new Set(pictures.map(({ src }) => src)).size).toBe(count)
  const contents = new Set<string>()
  for (const { src } of pictures) {
    const response = await page.request.get(src)
    expect(response.status(), src).toBe(200)
    expect(response.headers()['content-type']).toBe('image/webp')
    contents.add(createHash('sha256').update(await response.body()).digest('hex'))
  }
  expect(contents.size).toBe(count)
  expect(elsewhere).toEqual([])

  await testInfo.attach('drawer', { body: await page.screenshot(), contentType: 'image/png' })
  const axe = await new AxeBuilder({ page }).include('.blocks-drawer__blocks-wrapper').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
})
