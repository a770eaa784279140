import { describe, expect, it } from 'vitest'

import { cspReportEndpoint, MAX_CSP_REPORT_BYTES, violationsOf } from './csp-reports'

const report = (blocked: string) => ({
  'csp-report': { 'document-uri': 'https://site.example/pricing', 'effective-directive': 'script-src-elem', 'blocked-uri': blocked, 'source-file': 'https://site.example/pricing', 'line-number': 12 },
})

const post = (body: string, type = 'application/csp-report', address = '198.51.100.1') =>
  new Request('http://site.example/api/csp-report', { method: 'POST', body, headers: { 'content-type': type, 'x-test-address': address } })

function endpoint(options: { perAddressPerMinute?: number; maxLinesPerMinute?: number } = {}) {
  const lines: string[] = []
  const receive = cspReportEndpoint({ clientAddress: (headers) => headers.get('x-test-address') ?? '?', log: (line) => lines.push(line), ...options })
  return { lines, receive }
}

describe('content security policy reports', () => {
  it('logs one short line per violation, in both report formats, and answers 204', async () => {
    const { lines, receive } = endpoint()
    expect((await receive(post(JSON.stringify(report('https://evil.example/x.js'))))).status).toBe(204)
    const reportingApi = [{ type: 'csp-violation', body: { documentURL: 'https://site.example/', effectiveDirective: 'img-src', blockedURL: 'https://img.example/a.png' } }]
    expect((await receive(post(JSON.stringify(reportingApi), 'application/reports+json'))).status).toBe(204)
    expect(lines).toEqual([
      'CSP violation: script-src-elem blocked https://evil.example/x.js on https://site.example/pricing at https://site.example/pricing:12 from 198.51.100.1',
      'CSP violation: img-src blocked https://img.example/a.png on https://site.example/ from 198.51.100.1',
    ])
  })

  it('keeps log lines short and on one line, whatever the report holds', () => {
    const [violation] = violationsOf(report(`https://evil.example/${'a'.repeat(5000)}\nforged line`))
    expect(violation.blocked.length).toBeLessThanOrEqual(200)
    expect(violation.blocked).not.toContain('\n')
  })

  it('refuses bodies that are too large, not JSON or of another type, with a message', async () => {
    const { lines, receive } = endpoint()
    expect((await receive(post('x'.repeat(MAX_CSP_REPORT_BYTES + 1)))).status).toBe(413)
    expect((await receive(post('{not json'))).status).toBe(400)
    expect((await receive(post('{}', 'text/plain'))).status).toBe(415)
    expect(lines).toEqual([])
  })

  it('logs a few reports a minute per address and a bounded number in all, then counts the rest', async () => {
    const { lines, receive } = endpoint({ perAddressPerMinute: 2, maxLinesPerMinute: 3 })
    for (let i = 0; i < 5; i++) expect((await receive(post(JSON.stringify(report(`https://a.example/${i}`))))).status).toBe(204)
    expect(lines).toHaveLength(2)
    await receive(post(JSON.stringify(report('https://b.example/1')), undefined, '198.51.100.2'))
    await receive(post(JSON.stringify(report('https://b.example/2')), undefined, '198.51.100.3'))
    expect(lines).toHaveLength(3)
    expect(lines[2]).toContain('(3 earlier report(s) dropped by the limit)')
  })
})
