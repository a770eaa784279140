import { expect, expectNoAxeViolations, test } from './fixtures'

const GROUPS = ['Digital Programs', 'Classroom Kits', 'Bullying Prevention Unit', 'Child Protection Unit', 'Out-of-School Time']

test('the sample-lessons page filters by program and grade, keeps the filters in the address and resets', async ({ page }) => {
  await page.goto('/sample-lessons')
  const section = page.getByRole('region', { name: 'Find a sample lesson' })
  const groups = section.getByRole('heading', { level: 3 })
  await expect(groups).toHaveText(GROUPS)
  const all = await section.getByRole('article').count()
  expect(all).toBe(26)
  const panel = page.getByRole('form', { name: 'Filter by program and grade' })
  await expect(panel.getByRole('checkbox')).toHaveCount(22)

  // A teacher ticks their grade by keyboard: only that grade's sample is left, and the count is announced.
  const grade3 = panel.getByRole('group', { name: 'Digital Programs' }).getByRole('checkbox', { name: 'Grade 3' })
  await grade3.focus()
  await page.keyboard.press('Space')
  await expect(section.getByRole('article')).toHaveCount(1)
  await expect(groups).toHaveText(['Digital Programs'])
  await expect(page).toHaveURL(/\/sample-lessons\?filter=digital-grade-3$/)
  await expect(section.getByRole('status')).toHaveText('1 sample lesson shown.')
  // The button opens the sample itself, a PDF of the CMS's document library, in a new tab.
  const sample = section.getByRole('article').getByRole('link', { name: 'View Sample' })
  await expect(sample).toHaveAttribute('href', '/files/sample-lesson-4-showing-compassion.pdf')
  await expect(sample).toHaveAttribute('target', '_blank')
  const pdf = await page.request.get('/files/sample-lesson-4-showing-compassion.pdf')
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).toString('latin1')).toContain('(Lesson 4: Showing Compassion) Tj')

  await panel.getByRole('group', { name: 'Child Protection Unit' }).getByRole('checkbox').check()
  await expect(groups).toHaveText(['Digital Programs', 'Child Protection Unit'])
  await expect(section.getByRole('article')).toHaveCount(4)
  await expectNoAxeViolations(page)

  // Back and forward step through the choices; a shared address opens filtered.
  await page.goBack()
  await expect(groups).toHaveText(['Digital Programs'])
  await page.goForward()
  await expect(groups).toHaveText(['Digital Programs', 'Child Protection Unit'])
  await page.goto('/sample-lessons?filter=ost&filter=bpu')
  await expect(groups).toHaveText(['Bullying Prevention Unit', 'Out-of-School Time'])
  await expect(panel.getByRole('group', { name: 'Out-of-School Time' }).getByRole('checkbox')).toBeChecked()

  await panel.getByRole('link', { name: 'Reset' }).click()
  await expect(section.getByRole('article')).toHaveCount(all)
  await expect(page).toHaveURL(/\/sample-lessons$/)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the filter panel is a plain form: its button sends the ticked boxes and the page shows that selection', async ({ page }) => {
    await page.goto('/sample-lessons')
    const section = page.getByRole('region', { name: 'Find a sample lesson' })
    const panel = page.getByRole('form', { name: 'Filter by program and grade' })
    await panel.getByRole('group', { name: 'Classroom Kits' }).getByRole('checkbox', { name: 'Grade 2' }).check()
    await panel.getByRole('group', { name: 'Bullying Prevention Unit' }).getByRole('checkbox').check()
    await panel.getByRole('button', { name: 'Show samples' }).click()
    await expect(page).toHaveURL(/\/sample-lessons\?filter=sel-grade-2&filter=bpu$/)
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(['Classroom Kits', 'Bullying Prevention Unit'])
    await expect(panel.getByRole('group', { name: 'Classroom Kits' }).getByRole('checkbox', { name: 'Grade 2' })).toBeChecked()

    await panel.getByRole('link', { name: 'Reset' }).click()
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(GROUPS)
  })
})

test('a filtered address is rendered once per set of known filters, and any other spelling is sent to it', async ({ request }) => {
  const locationOf = async (address: string) => {
    const response = await request.get(address, { maxRedirects: 0 })
    expect(response.status(), address).toBe(308)
    const location = new URL(response.headers().location, 'http://site')
    return `${location.pathname}${location.search}`
  }
  expect(await locationOf('/sample-lessons?filter=ost&filter=cpu&filter=nope&filter=ost')).toBe('/sample-lessons?filter=cpu&filter=ost')
  expect(await locationOf('/sample-lessons?filter=cpu&filter=ost&utm_source=mail')).toBe('/sample-lessons?filter=cpu&filter=ost')
  expect(await locationOf('/sample-lessons?filter=nope')).toBe('/sample-lessons')

  const first = await request.get('/sample-lessons?filter=cpu&filter=ost')
  expect(first.status()).toBe(200)
  expect(await first.text()).toContain('Child Protection Unit')
  // The render is kept once the server has stored it: later visits of that set are served from the page cache.
  await expect.poll(async () => (await request.get('/sample-lessons?filter=cpu&filter=ost')).headers()['x-nextjs-cache']).toBe('HIT')
  expect((await request.get('/sample-lessons?filter=cpu&filter=ost')).headers()['cache-control']).toMatch(/s-maxage=\d+/)
  // The address it is rendered at is no way round the canonical spelling.
  expect((await request.get('/next/filtered/ost_cpu/sample-lessons')).status()).toBe(404)
})
