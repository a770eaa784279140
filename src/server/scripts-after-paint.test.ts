// @vitest-environment jsdom
import { loadScriptsAfterPaint } from './scripts-after-paint.mjs'

const PAGE = [
  '<!DOCTYPE html><html><head>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>',
  '<link rel="stylesheet" href="/_next/static/css/a.css" data-precedence="next"/>',
  '<link rel="preload" href="/_next/static/chunks/4482.2.js" as="script" fetchPriority="low"/>',
  '<link rel="preload" href="/_next/static/media/font.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<script src="/_next/static/chunks/main-app-3.js" async=""></script>',
  '<script src="/_next/static/chunks/app/(site)/%5B%5B...path%5D%5D/page-4.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills-5.js" noModule=""></script>',
  '</head><body><h1>Pricing</h1>',
  '<script src="/_next/static/chunks/webpack-1.js" id="_R_" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '</body></html>',
].join('')

/** The [src, id] list the page's loader adds. */
const listed = (html: string) => JSON.parse(html.match(/var s=(\[.*?\]);/)?.[1] ?? 'null') as Array<[string, string]>

describe('loadScriptsAfterPaint', () => {
  const html = loadScriptsAfterPaint(PAGE)

  it('takes the async scripts and the script preloads out of the HTML, and keeps everything else', () => {
    expect(html).not.toMatch(/<script[^>]+async/)
    expect(html).not.toMatch(/<link[^>]+as="script"/)
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/css/a.css" data-precedence="next"/>',
      'as="font"',
      '<script src="/_next/static/chunks/polyfills-5.js" noModule=""></script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script type="application/ld+json">',
      '<h1>Pricing</h1>',
    ])
      expect(html).toContain(kept)
  })

  it('lists them, in page order with their ids, in one inline script at the end of the body', () => {
    expect(listed(html)).toEqual([
      ['/_next/static/chunks/main-app-3.js', ''],
      ['/_next/static/chunks/app/(site)/%5B%5B...path%5D%5D/page-4.js', ''],
      ['/_next/static/chunks/webpack-1.js', '_R_'],
    ])
    expect(html).toMatch(/<script>\(function\(\)\{var s=[^<]*<\/script><\/body><\/html>$/)
  })

  it('leaves HTML alone that has no async script, no body end, or scripts with other attributes', () => {
    const plain = '<html><body><script src="/a.js"></script></body></html>'
    expect(loadScriptsAfterPaint(plain)).toBe(plain)
    const fragment = '<script src="/a.js" async=""></script>'
    expect(loadScriptsAfterPaint(fragment)).toBe(fragment)
    const checked = '<html><body><script src="/a.js" async="" integrity="sha384-x"></script></body></html>'
    expect(loadScriptsAfterPaint(checked)).toBe(checked)
  })

  it('writes an address that would end the script element as an escape', () => {
    const tricky = loadScriptsAfterPaint('<html><body><script src="/a.js?x=&lt;/script&gt;&amp;y=1" async=""></script></body></html>')
    expect(tricky.match(/<\/script>/g)).toHaveLength(1)
    expect(listed(tricky)).toEqual([['/a.js?x=</script>&y=1', '']])
  })
})

describe('the loader in the browser', () => {
  const run = () => {
    const code = html().match(/<script>(\(function\(\)\{var s=[\s\S]*?)<\/script>/)?.[1] ?? ''
    new Function(code)()
  }
  const html = () => loadScriptsAfterPaint(PAGE)
  const added = () => [...document.querySelectorAll('script[src]')].map((script) => [script.getAttribute('src'), script.id])

  beforeEach(() => {
    document.body.innerHTML = ''
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('adds the scripts only once the first frame has been painted: in the frame after it, not before it', () => {
    const frames: FrameRequestCallback[] = []
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
    const nextFrame = () => frames.splice(0).forEach((callback) => callback(0))
    run()
    expect(added()).toEqual([])
    // Callbacks of a frame run before it is painted: the first frame's paint may not have happened yet.
    nextFrame()
    vi.runAllTimers()
    expect(added()).toEqual([])
    nextFrame()
    expect(added()).toEqual([])
    vi.runAllTimers()
    expect(added()).toEqual([
      ['/_next/static/chunks/main-app-3.js', ''],
      ['/_next/static/chunks/app/(site)/%5B%5B...path%5D%5D/page-4.js', ''],
      ['/_next/static/chunks/webpack-1.js', '_R_'],
    ])
  })

  it('adds them at once in a tab that is not shown', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    run()
    expect(added()).toHaveLength(3)
  })
})
