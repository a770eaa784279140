import { expect, seededRoutes, test } from './fixtures'

// Every link a visitor can follow on the demo leads somewhere: pages, their sections, documents and files.
for (const route of seededRoutes) {
  test(`every link of this site on ${route} answers 200, documents included`, async ({ page, request, baseURL }) => {
    await page.goto(route)
    const links = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href))
    const addresses = new Set(
      links
        .map((link) => new URL(link))
        // Signing in leaves for the identity provider (its own tests follow it).
        .filter((url) => url.origin === baseURL && !url.pathname.startsWith('/api/account/'))
        .map((url) => `${url.pathname}${url.search}`),
    )
    expect(addresses.size).toBeGreaterThan(0)
    const failed: string[] = []
    for (const address of addresses) {
      const answer = await request.get(address)
      if (answer.status() !== 200) failed.push(`${address}: ${answer.status()}`)
    }
    expect(failed).toEqual([])
  })
}
