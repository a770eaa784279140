import { createHash } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import compression from 'compression'

import { inlineScriptHashes, isFrameworkScript, REACT_RUNTIME, refusedInlineScripts } from './framework-scripts.mjs'
import { addScriptSources, hashInlineScripts, pickEncoding } from './inline-scripts.mjs'
import { loadScriptsAfterPaint } from './scripts-after-paint.mjs'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('inlineScriptHashes', () => {
  it("hashes each of the framework's inline scripts once and skips external scripts and data blocks", () => {
    const html = [
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script src="/_next/static/chunks/main.js" async></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<SCRIPT>(self.__next_f=self.__next_f||[]).push([0])</SCRIPT>',
      '<script>self.__next_f.push([1,"é “quoted” \\u003c/script\\u003e"])</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([sha('(self.__next_f=self.__next_f||[]).push([0])'), sha('self.__next_f.push([1,"é “quoted” \\u003c/script\\u003e"])')])
    expect(refusedInlineScripts(html)).toEqual([])
  })

  it('gives no hash to any other inline script, and names it for the log', () => {
    const html = '<script>self.__next_f.push([1,"a"])</script><script>alert(document.cookie)</script><script type="module">import("/x.js")</script>'
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f.push([1,"a"])')])
    expect(refusedInlineScripts(html)).toEqual(['alert(document.cookie)', 'import("/x.js")'])
  })
})

/** Pages as the production server sent them: a site page (the 404 page, its scripts moved after the first paint) and the admin's login. */
const REAL_PAGES = ['not-found-page.html', 'admin-login-page.html'].map((name) => fs.readFileSync(path.join(__dirname, '../../tests/support/pages', name), 'utf8'))
const inlineBodies = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1])

describe('real pages', () => {
  it('gives every inline script of a real page a hash', () => {
    for (const html of REAL_PAGES) {
      expect(inlineBodies(html).length).toBeGreaterThan(2)
      expect(refusedInlineScripts(html)).toEqual([])
      expect(inlineScriptHashes(html)).toEqual([...new Set(inlineBodies(html).map(sha))])
    }
  })

  it('gives no hash to a script injected into a real page, whatever it imitates', () => {
    const html = REAL_PAGES[0]
    const [bootstrap, data] = inlineBodies(html)
    for (const injected of [`${data};alert(1)`, `${bootstrap};alert(1)`, data.replace(/^self\.__next_f\.push\(\[1,/, 'self.__next_f.push([1,alert(1),'), 'alert(1)']) {
      const page = html.replace('</body>', `<script>${injected}</script></body>`)
      expect(inlineScriptHashes(page)).toEqual(inlineScriptHashes(html))
      expect(refusedInlineScripts(page)).toEqual([injected.length > 80 ? `${injected.slice(0, 80)}…` : injected])
    }
  })
})

describe('isFrameworkScript', () => {
  const loaderOf = (html: string) => html.match(/<script>([^<]*)<\/script><\/body>/)?.[1] ?? ''
  const loader = loaderOf(loadScriptsAfterPaint('<html><head><script src="/_next/static/chunks/app/(site)/%5B%5B...path%5D%5D/page-4.js" async=""></script></head><body></body></html>'))

  const devLoader = loaderOf(loadScriptsAfterPaint('<html><head><script src="/_next/static/chunks/main-app.js?v=1795915778438" async=""></script></head><body></body></html>'))

  it("recognises Next's page data, React's streaming runtime, the development server's request id and the site's script loader", () => {
    for (const body of [
      'self.__next_r="4LWmk69fQVJpl5XM01dhg"',
      devLoader,
      '(self.__next_f=self.__next_f||[]).push([0])',
      '(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,{"form":["state",1,null,true]}])',
      'self.__next_f.push([1,"0:{\\"P\\":null,\\"b\\":\\"x\\"}\\n"])',
      'self.__next_f.push([3,"AAEC/w=="])',
      REACT_RUNTIME[0],
      `${REACT_RUNTIME[2]}$RC("B:0","S:0")`,
      '$RC("B:1","S:1")',
      `${REACT_RUNTIME[3]}$RR("B:2","S:2",[["/_next/static/css/a.css","high",{"crossOrigin":""}]])`,
      `${REACT_RUNTIME[4]};$RX("B:3",null,"message")`,
      REACT_RUNTIME[5],
      loader,
    ])
      expect(isFrameworkScript(body), body.slice(0, 60)).toBe(true)
  })

  it('refuses code added to, or dressed up as, one of them', () => {
    const hostile = [
      'alert(1)',
      '',
      'self.__next_f.push([1,"a"]);alert(1)',
      'self.__next_f.push([1,"a"]),alert(1)',
      'self.__next_f.push([1,"a"])\nalert(1)',
      'alert(1);self.__next_f.push([1,"a"])',
      'self.__next_f.push([1,alert(1)])',
      'self.__next_f.push([1,"a"+alert(1)])',
      'self.__next_f.push([1,"a"],alert(1))',
      'self.__next_f.push([1,`${alert(1)}`])',
      'self.__next_f.push(["1","a"])',
      'self.__next_f.push({"0":1})',
      'self.__next_f.push([1,"a"])//',
      'self.__next_f.push([1,"a\\x22]);alert(1);//"])',
      'self.__next_f.push([1,"a"]);self.__next_f.push([1,"b"])',
      '(self.__next_f=self.__next_f||[]).push([0]);alert(1)',
      '(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,1]);alert(1)',
      'self.__next_f=alert;self.__next_f.push([1,"a"])',
      '$RC("B:0",alert(1))',
      '$RC("B:0","S:0");alert(1)',
      '$RC=alert;$RC("B:0")',
      `${REACT_RUNTIME[2]}alert(1)`,
      `${REACT_RUNTIME[2].slice(0, -2)}alert(1)};$RC("B:0","S:0")`,
      '$RX("B:0",{"a":1}[alert(1)])',
      'requestAnimationFrame(function(){alert(1)});',
      loader.replace('page-4.js', '../../../files/evil.js'),
      loader.replace('/_next/static/chunks/app/(site)/%5B%5B...path%5D%5D/page-4.js', '//evil.example/x.js'),
      loader.replace('/_next/static/chunks/app/(site)/%5B%5B...path%5D%5D/page-4.js', '/_next/static/%2e%2e/%2e%2e/files/x.js'),
      `${loader};alert(1)`,
      loader.replace('document.body.appendChild(e)', 'alert(1)'),
      'self.__next_r="a";alert(1)',
      'self.__next_r=alert(1)',
      'self.__next_r=["a"]',
      'self.__next_r="a"+alert(1)',
      devLoader.replace('?v=1795915778438', '?v=1&x=//evil.example'),
      devLoader.replace('main-app.js?v=1795915778438', 'main-app.js?v=1/../../files/x.js'),
    ]
    for (const body of hostile) expect(isFrameworkScript(body), body.slice(0, 80)).toBe(false)
  })
})

describe('addScriptSources', () => {
  it('adds the sources to script-src only', () => {
    expect(addScriptSources("default-src 'self'; script-src 'self'; img-src 'self'", ["'sha256-a'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a'; img-src 'self'",
    )
  })
  it('keeps a policy without script-src, and any policy when there is nothing to add', () => {
    expect(addScriptSources("frame-ancestors 'self'", ["'sha256-a'"])).toBe("frame-ancestors 'self'")
    expect(addScriptSources("script-src 'self'", [])).toBe("script-src 'self'")
  })
})

/** A server finished like the production one: compression outside, hashes inside, a handler streaming its answer. */
async function serve(handler: http.RequestListener) {
  const compress = compression({ threshold: 0 })
  const server = http.createServer((req, res) => compress(req as never, res as never, () => (hashInlineScripts(res), handler(req, res))))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) }
}

const POLICY = "default-src 'self'; script-src 'self'"

describe('hashInlineScripts', () => {
  it('adds the hashes of a streamed HTML page to its policy, and the page arrives whole and compressed', async () => {
    const parts = ['<!doctype html><html><head><script>self.__next_f.push([1,"first"])</script>', '</head><body>', '<script>self.__next_f.push([1,"second"])</script></body></html>']
    const server = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('content-security-policy', POLICY)
      res.flushHeaders()
      for (const part of parts) res.write(part)
      res.end()
    })
    try {
      const response = await fetch(server.url, { headers: { 'accept-encoding': 'gzip' } })
      expect(response.headers.get('content-encoding')).toBe('gzip')
      expect(response.headers.get('content-security-policy')).toBe(`${POLICY} ${sha('self.__next_f.push([1,"first"])')} ${sha('self.__next_f.push([1,"second"])')}`)
      expect(await response.text()).toBe(parts.join(''))
    } finally {
      await server.close()
    }
  })

  it("sends the page with its scripts moved after the first paint, and the policy allows the loader that adds them", async () => {
    const data = '(self.__next_f=self.__next_f||[]).push([0])'
    const page = `<!doctype html><html><head><script src="/_next/static/chunks/app.js" async=""></script></head><body><p>Hi</p><script>${data}</script></body></html>`
    const server = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('content-security-policy', POLICY)
      res.end(page)
    })
    try {
      const response = await fetch(server.url)
      const html = await response.text()
      expect(html).toBe(loadScriptsAfterPaint(page))
      const loader = html.match(/<script>([^<]*)<\/script><\/body>/)?.[1] ?? ''
      expect(loader).toContain('"/_next/static/chunks/app.js"')
      expect(response.headers.get('content-security-policy')).toBe(`${POLICY} ${sha(data)} ${sha(loader)}`)
      // The admin, an application for editors, keeps Next's script loading.
      expect(await (await fetch(`${server.url}/admin/collections/pages`)).text()).toBe(page)
    } finally {
      await server.close()
    }
  })

  it("logs a page Next wrote in a shape the transforms do not know, and sends it as it is", async () => {
    const asRendered = fs.readFileSync(path.join(__dirname, '../../tests/support/pages/next-404-as-rendered.html'), 'utf8')
    const pages: Record<string, string> = { '/known': asRendered, '/deferred': asRendered.replaceAll(' async=""', ' defer=""') }
    const server = await serve((req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('content-security-policy', POLICY)
      res.end(pages[req.url ?? ''])
    })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(await (await fetch(`${server.url}/known`)).text()).toBe(loadScriptsAfterPaint(asRendered))
      expect(logged).not.toHaveBeenCalled()
      expect(await (await fetch(`${server.url}/deferred`)).text()).toBe(pages['/deferred'])
      expect(logged).toHaveBeenCalledTimes(1)
      expect(logged.mock.calls[0][0]).toMatch(/^A page is not in the shape this server transforms \(a Next\.js upgrade\?\):\n- No script of the build/)
    } finally {
      logged.mockRestore()
      await server.close()
    }
  })

  it('passes answers that are not HTML, or carry no script policy, through as they are', async () => {
    const server = await serve((req, res) => {
      if (req.url === '/data') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-security-policy': POLICY })
        res.end('{"script":"<script>x()</script>"}')
      } else {
        res.writeHead(404, 'Not Found', { 'content-type': 'text/html' })
        res.end('<script>y()</script>')
      }
    })
    try {
      const data = await fetch(`${server.url}/data`)
      expect(data.headers.get('content-security-policy')).toBe(POLICY)
      expect(await data.json()).toEqual({ script: '<script>x()</script>' })
      const page = await fetch(`${server.url}/page`)
      expect(page.status).toBe(404)
      expect(page.headers.get('content-security-policy')).toBeNull()
      expect(await page.text()).toBe('<script>y()</script>')
    } finally {
      await server.close()
    }
  })

  it('keeps the status and headers given to writeHead for a held page', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html', 'content-security-policy': POLICY, 'x-extra': 'kept' })
      res.write(Buffer.from('<script>self.__next_f.push([1,"z"])</script>'))
      res.end('<p>Not found</p>')
    })
    try {
      const response = await fetch(server.url)
      expect(response.status).toBe(404)
      expect(response.headers.get('x-extra')).toBe('kept')
      expect(response.headers.get('content-security-policy')).toBe(`${POLICY} ${sha('self.__next_f.push([1,"z"])')}`)
      expect(await response.text()).toBe('<script>self.__next_f.push([1,"z"])</script><p>Not found</p>')
    } finally {
      await server.close()
    }
  })
})

describe('hashInlineScripts and revalidated pages', () => {
  it("sends no policy with a 304, so the browser keeps the one that holds its page's hashes", async () => {
    const server = await serve((req, res) => {
      res.setHeader('content-type', 'text/html')
      res.setHeader('content-security-policy', POLICY)
      res.setHeader('etag', '"v1"')
      if (req.headers['if-none-match'] === '"v1"') {
        res.statusCode = 304
        res.end()
      } else res.end('<script>self.__next_f.push([1,"page"])</script>')
    })
    try {
      const first = await fetch(server.url)
      expect(first.headers.get('content-security-policy')).toBe(`${POLICY} ${sha('self.__next_f.push([1,"page"])')}`)
      const again = await fetch(server.url, { headers: { 'if-none-match': '"v1"' } })
      expect(again.status).toBe(304)
      expect(again.headers.get('content-security-policy')).toBeNull()
    } finally {
      await server.close()
    }
  })
})

describe('page validators', () => {
  it('answers a request that names the page it holds with 304, no body and no policy, until the page changes', async () => {
    let text = '<script>self.__next_f.push([1,"one"])</script><p>First</p>'
    const server = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html')
      res.setHeader('content-security-policy', POLICY)
      res.end(text)
    })
    try {
      const first = await fetch(server.url)
      const etag = first.headers.get('etag')
      expect(etag).toMatch(/^W\/"[^"]+"$/)
      const again = await fetch(server.url, { headers: { 'if-none-match': etag! } })
      expect(again.status).toBe(304)
      expect(again.headers.get('content-security-policy')).toBeNull()
      expect(await again.text()).toBe('')
      expect((await fetch(server.url, { headers: { 'if-none-match': 'W/"other", ' + etag } })).status).toBe(304)
      text = '<script>self.__next_f.push([1,"two"])</script><p>Second</p>'
      const changed = await fetch(server.url, { headers: { 'if-none-match': etag! } })
      expect(changed.status).toBe(200)
      expect(changed.headers.get('etag')).not.toBe(etag)
      expect(changed.headers.get('content-security-policy')).toBe(`${POLICY} ${sha('self.__next_f.push([1,"two"])')}`)
      expect(await changed.text()).toBe(text)
    } finally {
      await server.close()
    }
  })

  it('gives no validator to an answer other than 200', async () => {
    const server = await serve((_req, res) => {
      res.statusCode = 404
      res.setHeader('content-type', 'text/html')
      res.setHeader('content-security-policy', POLICY)
      res.end('<p>Not found</p>')
    })
    try {
      expect((await fetch(server.url)).headers.get('etag')).toBeNull()
    } finally {
      await server.close()
    }
  })
})

describe('compressed pages', () => {
  it('picks brotli, else gzip, as the browser accepts them', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip')
    expect(pickEncoding('deflate')).toBeNull()
    expect(pickEncoding(undefined)).toBeNull()
    expect(pickEncoding('*')).toBe('br')
  })

  it('sends the same page whole in each encoding, and uncompressed to a client that takes none', async () => {
    const page = `<!doctype html><script>self.__next_f.push([1,"boot"])</script><main>${'Social-emotional learning for every classroom. '.repeat(100)}</main>`
    const server = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('content-security-policy', POLICY)
      res.end(page)
    })
    try {
      for (const encoding of ['br', 'gzip', 'br', 'identity']) {
        const response = await fetch(server.url, { headers: { 'accept-encoding': encoding } })
        expect(response.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding)
        expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i)
        expect(response.headers.get('content-security-policy')).toBe(`${POLICY} ${sha('self.__next_f.push([1,"boot"])')}`)
        expect(await response.text()).toBe(page)
      }
    } finally {
      await server.close()
    }
  })
})
