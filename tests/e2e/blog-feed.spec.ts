import { EDITORS, expect, expectNoAxeViolations, test } from './fixtures'

const BLOG = 'https://blog.heartwiselearning.org'

test.describe('blog feed link list', () => {
  test('the high school page lists its newest posts from the demo feed, with working links and View All', async ({ page, consoleErrors }) => {
    // The blog itself is not reachable from the tests: a stand-in answers for its pages.
    await page.route(`${BLOG}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: `<!doctype html><html lang="en"><title>Blog</title><h1>${new URL(route.request().url()).pathname}</h1></html>` }),
    )
    await page.goto('/high-school-sel-curriculum')
    const section = page.getByRole('region', { name: 'High school SEL on our blog' })
    const posts = section.getByRole('listitem')
    await expect(posts.getByRole('link')).toHaveText([
      'Educator Well-Being: Small Habits That Prevent Burnout',
      'Talking With Teens About Stress & Sleep',
      'Advisory Periods That Build Belonging in High School',
    ])
    await expect(posts.first().getByRole('link')).toHaveAttribute('href', `${BLOG}/2026/11/educator-well-being-small-habits/`)
    await expect(posts.first().locator('time')).toHaveText('November 17, 2026')
    const viewAll = section.getByRole('link', { name: 'View All' })
    await expect(viewAll).toHaveAttribute('href', `${BLOG}/category/high-school`)
    await expect(section.getByRole('link', { name: 'View More' })).toHaveCount(0)
    await expectNoAxeViolations(page)
    expect(consoleErrors).toEqual([])

    await posts.nth(1).getByRole('link').click()
    await expect(page).toHaveURL(`${BLOG}/2026/11/talking-with-teens-stress-sleep/`)
    await page.goBack()
    await section.getByRole('link', { name: 'View All' }).click()
    await expect(page).toHaveURL(`${BLOG}/category/high-school`)
  })

  test('a list whose feed fails shows only its View All link, on a page that answers 200', async ({ page, request, consoleErrors }) => {
    expect((await request.post('/api/users/login', { data: EDITORS.blogFeed })).ok()).toBe(true)
    const path = `/blog-feed-check-${Date.now().toString(36)}`
    const created = await request.post('/api/pages', {
      data: {
        title: 'Blog feed check',
        path,
        _status: 'published',
        sections: [
          {
            blockType: 'blogFeed',
            title: 'News that cannot be read',
            maxItems: 3,
            viewAllText: 'View All',
            variant: 'footer',
            // A path on the feed's host that answers 404.
            feedPath: '/demo/no-such-feed.xml',
          },
        ],
      },
    })
    expect(created.status()).toBe(201)

    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    const section = page.getByRole('region', { name: 'News that cannot be read' })
    await expect(section.getByRole('link')).toHaveCount(1)
    await expect(section.getByRole('link')).toHaveText('View All')
    await expect(section.getByRole('link')).toHaveAttribute('href', BLOG)
    await expect(section.getByRole('list')).toHaveCount(0)
    await expectNoAxeViolations(page)
    expect(consoleErrors).toEqual([])
  })
})
