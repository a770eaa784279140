import { expect, test } from './fixtures'

const expected = {
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
}

for (const path of ['/', '/pricing', '/missing-page', '/api/pages?limit=1', '/admin/login', '/video-thumbnail/ScMzIvxBSi4', '/files/implementation-guide.pdf']) {
  test(`${path} carries the security headers`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 })
    const headers = response.headers()
    for (const [name, value] of Object.entries(expected)) expect(headers[name], `${path} ${name}`).toBe(value)
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'")
    expect(headers['content-security-policy'], path).toContain(path.startsWith('/api/') ? "default-src 'none'" : "default-src 'self'")
    expect(headers['permissions-policy']).toContain('camera=()')
  })
}
