import { contentSecurityPolicy } from './csp'

const hosts = {
  adPixelScript: 'https://connect.example.net/en_US/events.js',
  adPixelBeacon: 'https://www.example.com',
  videoPlayers: ['https://www.youtube-nocookie.com', 'https://player.example.org/embed'],
  marketingForms: 'https://go.example.org/forms',
}

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]))

describe('contentSecurityPolicy', () => {
  it('allows scripts only from the site, the pixel and the forms host, with no inline or evaluated code', () => {
    const policy = directives(contentSecurityPolicy(hosts))
    expect(policy['script-src']).toEqual(["'self'", 'https://connect.example.net', 'https://go.example.org'])
    expect(policy['frame-src']).toEqual(["'self'", 'https://www.youtube-nocookie.com', 'https://player.example.org', 'https://go.example.org'])
    expect(policy['frame-ancestors']).toEqual(["'self'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['img-src']).toContain('https://www.example.com')
  })
  it('lets pages call the content site the second interest form sends to', () => {
    expect(directives(contentSecurityPolicy(hosts))['connect-src']).not.toContain('https://content.example.org')
    expect(directives(contentSecurityPolicy({ ...hosts, contentSite: 'https://content.example.org/base' }))['connect-src']).toContain('https://content.example.org')
  })
  it("lets the logout form go on to the identity provider's sign-out page", () => {
    expect(directives(contentSecurityPolicy(hosts))['form-action']).toEqual(["'self'", 'https://go.example.org'])
    expect(directives(contentSecurityPolicy({ ...hosts, identityProvider: 'https://id.example.org/realms/site' }))['form-action']).toContain('https://id.example.org')
  })
  it('sends violation reports to the site itself', () => {
    expect(directives(contentSecurityPolicy(hosts))['report-uri']).toEqual(['/api/csp-report'])
  })
  it('lets the development server evaluate its compiled scripts and reload edits, and no more: inline scripts need their hashes there too', () => {
    const development = directives(contentSecurityPolicy(hosts, { development: true }))
    expect(development['script-src']).toContain("'unsafe-eval'")
    expect(development['script-src']).not.toContain("'unsafe-inline'")
    expect(development['connect-src']).toContain('ws:')
    expect(directives(contentSecurityPolicy(hosts))['script-src']).not.toContain("'unsafe-eval'")
  })
})
